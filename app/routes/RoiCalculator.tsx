import {
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import roiCopy from "../../content/pages/roi-calculator.yaml";
import {
  Form,
  useLoaderData,
  useNavigation,
  useSubmit,
} from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { PageHero } from "~/components/content/page-hero";
import { RoiField } from "~/components/roi/roi-field";
import { RoiResults, RoiSummary } from "~/components/roi/roi-results";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import { SectionHeading } from "~/components/sections/section-heading";
import { StepCards } from "~/components/sections/step-cards";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { getEnv } from "~/lib/env.server";
import { loaderCacheControl } from "~/lib/headers";
import { publicPageInit } from "~/lib/http.server";
import {
  calculateFromSearchParams,
  ROI_FIELDS,
  ROI_FIELD_NAMES,
  WORKING_WEEKS_PER_YEAR,
} from "~/lib/roi";
import type { RoiCalculatorPageCopy } from "~/lib/content/page-schemas";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta, type PageSeo } from "~/lib/seo";
import { ROI_MESSAGES } from "~/lib/messages";

export const handle: RouteHandle = { whiteHeader: true };

const PATH = "/RoiCalculator";
/** The page's words: content/pages/roi-calculator.yaml, checked by the content compiler. */
const COPY = roiCopy as RoiCalculatorPageCopy;

/** Typing settles for this long before the result is fetched. */
const RECALCULATE_DELAY_MS = 250;

export function loader({ request }: LoaderFunctionArgs) {
  const calculation = calculateFromSearchParams(
    new URL(request.url).searchParams,
  );
  const seo: PageSeo = {
    siteUrl: getEnv().siteUrl,
    path: PATH,
    title: COPY.title,
    description: COPY.description,
    breadcrumbs: [
      { name: "Home", path: "/" },
      { name: COPY.hero.eyebrow, path: PATH },
    ],
  };
  return data({ calculation, seo }, publicPageInit);
}

/**
 * With script, every change re-submits the GET form after a short pause: the loader stays the one
 * place that validates and computes, and the URL is always the one to share.
 */
function useRecalculateOnChange() {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      submit(form, { replace: true, preventScrollReset: true });
    }, RECALCULATE_DELAY_MS);
  };
}

const fillInWeeks = (text: string) =>
  text.replace("{weeks}", String(WORKING_WEEKS_PER_YEAR));

const STEPS = COPY.assumptions.items.map(({ title, body }) => ({
  title,
  body: fillInWeeks(body),
}));

export default function RoiCalculator() {
  const { calculation, seo } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const onChange = useRecalculateOnChange();
  const recalculating =
    navigation.state === "loading" && navigation.location.pathname === PATH;
  const errors = calculation.status === "invalid" ? calculation.errors : {};
  const result = calculation.status === "ok" ? calculation.result : null;

  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={COPY.hero.eyebrow}
        title={COPY.hero.title}
        lead={COPY.hero.lead}
        asideLayout="tool"
        aside={
          <div
            id="roi-result"
            aria-labelledby="roi-result-title"
            role="region"
            aria-busy={recalculating}
            className={cx(
              "scroll-mt-24 rounded-2xl bg-white/[0.06] p-6 ring-1 ring-white/15 backdrop-blur-sm transition-opacity sm:p-8 lg:sticky lg:top-24 lg:mt-8",
              recalculating && "opacity-80",
            )}
          >
            <h2 id="roi-result-title" className="sr-only">
              {ROI_MESSAGES.yourResult}
            </h2>
            {result ? (
              <RoiResults
                result={result}
                note={fillInWeeks(COPY.resultNote)}
                neverPaysBack={COPY.neverPaysBack}
              />
            ) : (
              <div>
                <p className="heading-3">{COPY.invalid.title}</p>
                <p className="mt-3 max-w-md leading-7 text-ink-300">
                  {COPY.invalid.lead}
                </p>
                <ul className="mt-6 space-y-2">
                  {ROI_FIELD_NAMES.filter((name) => errors[name]).map(
                    (name) => (
                      <li key={name}>
                        <a
                          href={`#roi-${name}`}
                          className="text-mint-300 underline underline-offset-4 hover:text-white"
                        >
                          {errors[name]}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            )}
          </div>
        }
      >
        <Form
          method="get"
          replace
          preventScrollReset
          onChange={onChange}
          aria-labelledby="roi-inputs-title"
          className="mt-10 rounded-2xl bg-white p-6 text-ink-900 shadow-2xl sm:p-8"
        >
          <p id="roi-inputs-title" className="heading-3 text-ink-950">
            {ROI_MESSAGES.yourTeamToday}
          </p>
          <div className="mt-6 flex flex-col gap-6">
            {ROI_FIELD_NAMES.map((name) => (
              <RoiField
                key={name}
                name={name}
                label={ROI_FIELDS[name].label}
                unit={COPY.units[name]}
                hint={COPY.hints[name]}
                error={errors[name]}
                defaultValue={calculation.raw[name]}
              />
            ))}
          </div>
          <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto">
            {ROI_MESSAGES.calculate}
          </Button>
          <RoiSummary result={result} invalidTitle={COPY.invalid.title} />
        </Form>
      </PageHero>
      <section
        aria-labelledby="roi-how-title"
        className="bg-white py-16 sm:py-24"
      >
        <Container>
          <SectionHeading
            id="roi-how-title"
            title={COPY.assumptions.title}
            lead={COPY.assumptions.lead}
          />
          <StepCards steps={STEPS} className="mt-12" />
        </Container>
      </section>
      <CtaBand title={COPY.cta.title} lead={COPY.cta.lead} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
