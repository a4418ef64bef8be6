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
import { RoiResults } from "~/components/roi/roi-results";
import { Container } from "~/components/sections/container";
import { CtaBand } from "~/components/sections/cta-band";
import { StepCards } from "~/components/sections/step-cards";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
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

  return (
    <>
      <PageHero
        crumbs={seo.breadcrumbs}
        eyebrow={COPY.hero.eyebrow}
        title={COPY.hero.title}
        lead={COPY.hero.lead}
      />
      <section
        aria-label={ROI_MESSAGES.calculator}
        className="bg-ink-50 py-16 sm:py-24"
      >
        <Container>
          <div className="grid overflow-hidden rounded-2xl border border-ink-100 bg-white lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
            <Form
              method="get"
              replace
              preventScrollReset
              onChange={onChange}
              aria-labelledby="roi-inputs-title"
              className="flex flex-col gap-5 p-6 sm:p-10"
            >
              <h2
                id="roi-inputs-title"
                className="text-lg font-semibold text-ink-950"
              >
                {ROI_MESSAGES.yourTeamToday}
              </h2>
              {ROI_FIELD_NAMES.map((name) => (
                <TextField
                  key={name}
                  id={`roi-${name}`}
                  name={name}
                  label={ROI_FIELDS[name].label}
                  hint={COPY.hints[name]}
                  errors={errors[name] ? [errors[name]] : undefined}
                  defaultValue={calculation.raw[name]}
                  inputMode={ROI_FIELDS[name].integer ? "numeric" : "decimal"}
                  autoComplete="off"
                  className="tabular-nums"
                />
              ))}
              <Button
                type="submit"
                className="mt-2 w-full sm:w-auto sm:self-start"
              >
                {ROI_MESSAGES.calculate}
              </Button>
            </Form>
            <div
              aria-labelledby="roi-result-title"
              role="region"
              aria-busy={recalculating}
              className={cx(
                "bg-ink-950 p-6 text-white transition-opacity sm:p-10",
                recalculating && "opacity-80",
              )}
            >
              <h2 id="roi-result-title" className="sr-only">
                {ROI_MESSAGES.yourResult}
              </h2>
              {calculation.status === "ok" ? (
                <RoiResults
                  result={calculation.result}
                  note={fillInWeeks(COPY.resultNote)}
                  neverPaysBack={COPY.neverPaysBack}
                />
              ) : (
                <div className="flex h-full flex-col justify-center py-10">
                  <p className="text-2xl font-semibold">{COPY.invalid.title}</p>
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
          </div>
        </Container>
      </section>
      <section
        aria-labelledby="roi-how-title"
        className="bg-white py-16 sm:py-24"
      >
        <Container>
          <h2
            id="roi-how-title"
            className="text-3xl font-bold tracking-tight text-ink-950"
          >
            {COPY.assumptions.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-ink-600">
            {COPY.assumptions.lead}
          </p>
          <StepCards steps={STEPS} className="mt-12" />
        </Container>
      </section>
      <CtaBand title={COPY.cta.title} lead={COPY.cta.lead} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export const headers = loaderCacheControl;
