import { Fragment } from "react";
import { PageHero } from "~/components/content/page-hero";
import { CtaActions, CtaBand } from "~/components/sections/cta-band";
import type { Crumb } from "~/lib/seo";
import { cx } from "~/lib/cx";
import type { SolutionSection, SolutionView } from "~/lib/solutions/schema";
import { HeroVisual } from "./hero-visual";
import type { SectionTone } from "./section";
import {
  Connections,
  Features,
  Problems,
  Proof,
  Questions,
  Related,
} from "./solution-sections";

/**
 * The one template of the module and industry pages (docs/decisions/022): the page's data
 * decides every word, visual and link, the hero's layout and the order of the sections, whose
 * bands alternate white and tinted down the page whatever the order; the kind only words the
 * FAQ heading.
 */
export function SolutionTemplate({
  page,
  crumbs,
}: {
  page: SolutionView;
  crumbs: Crumb[];
}) {
  const faqTitle =
    page.kind === "industry"
      ? `Questions ${page.label.toLowerCase()} teams ask`
      : `Questions about ${page.label}`;
  const centred = page.hero.layout === "centred";
  const section = (name: SolutionSection, tone: SectionTone) => {
    switch (name) {
      case "problems":
        return <Problems problems={page.problems} tone={tone} />;
      case "features":
        return <Features features={page.features} tone={tone} />;
      case "proof":
        return (
          <Proof quote={page.quote} caseStudy={page.caseStudy} tone={tone} />
        );
      case "connections":
        return <Connections connections={page.connections} tone={tone} />;
      case "faq":
        return <Questions title={faqTitle} faq={page.faq} tone={tone} />;
      case "related":
        return <Related related={page.related} tone={tone} />;
    }
  };
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow={page.label}
        title={page.hero.title}
        lead={page.hero.lead}
        aside={
          <HeroVisual
            hero={page.hero}
            behind={page.features.items[0]?.visual}
          />
        }
        asideLayout={centred ? "below" : "product"}
      >
        <HeroActions
          integrations={page.connections.integrations}
          centred={centred}
        />
      </PageHero>
      {page.sections.map((name, index) => (
        <Fragment key={name}>
          {section(name, index % 2 === 0 ? "white" : "tint")}
        </Fragment>
      ))}
      <CtaBand title={page.cta.title} lead={page.cta.lead} />
    </>
  );
}

/** The hero's two calls to action, and the tools the page connects to, as logos. */
function HeroActions({
  integrations,
  centred,
}: {
  integrations: SolutionView["connections"]["integrations"];
  centred: boolean;
}) {
  return (
    <>
      <CtaActions className={cx("mt-10", centred && "sm:justify-center")} />
      <div
        className={cx(
          "mt-10 flex flex-wrap items-center gap-x-4 gap-y-3",
          centred && "sm:justify-center",
        )}
      >
        <p className="text-sm text-ink-300">Connects to</p>
        <ul className="flex flex-wrap gap-2">
          {integrations.slice(0, 4).map((integration) => (
            <li
              key={integration.slug}
              className="flex items-center gap-2 rounded-lg bg-white/5 py-1.5 pr-3 pl-1.5 ring-1 ring-white/10"
            >
              <img
                src={integration.logo}
                alt=""
                width={24}
                height={24}
                className="size-6 rounded-md bg-white object-contain p-0.5"
              />
              <span className="text-sm text-ink-100">{integration.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
