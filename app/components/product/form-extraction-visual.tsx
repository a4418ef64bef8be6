import { Check, CircleAlert, FileText, Sparkles } from "lucide-react";
import { cx } from "~/lib/cx";
import { WholeWords } from "~/components/ui/whole-words";
import { AppWindow } from "./app-window";

/**
 * Intelligent Data Onboarding at work: a scanned vendor form on the left, the fields Aden read
 * from it on the right, each with its confidence, and one queued for a person. Demo data.
 */

type ExtractedField = {
  label: string;
  value: string;
  confidence: number;
  review?: boolean;
};

const FIELDS: ExtractedField[] = [
  { label: "Legal name", value: "Northgate Mechanical LLC", confidence: 99 },
  { label: "EIN", value: "84-2291730", confidence: 98 },
  { label: "Trade", value: "HVAC · Division 23", confidence: 96 },
  {
    label: "Insurance expires",
    value: "03/31/2027",
    confidence: 71,
    review: true,
  },
  { label: "Remit-to", value: "PO Box 1188, Dayton OH", confidence: 94 },
];

/** Widths of the scanned form's text lines, as a share of the page. */
const SCAN_LINES = [70, 45, 85, 60, 0, 80, 55, 90, 35, 0, 65, 75, 40];

function ScannedForm() {
  return (
    <div className="relative rounded-lg bg-[#fbfaf6] p-4 shadow-inner ring-1 ring-ink-100">
      <div className="flex items-center gap-2 text-[10px] font-semibold text-ink-500">
        <FileText className="size-3.5 shrink-0" />
        <span className="whitespace-nowrap">vendor-packet.pdf</span>
      </div>
      <div className="mt-3 space-y-2">
        {SCAN_LINES.map((width, index) =>
          width === 0 ? (
            <div key={index} className="h-1" />
          ) : (
            <div
              key={index}
              style={{ width: `${width}%` }}
              className={cx(
                "h-1.5 rounded-full",
                index === 11 ? "bg-amber-300/80" : "bg-ink-200",
              )}
            />
          ),
        )}
      </div>
      {/* The reading line sweeps down the page while extraction runs. */}
      <div className="pointer-events-none absolute inset-x-2 top-10 h-8 rounded bg-gradient-to-b from-brand-400/0 via-brand-400/25 to-brand-400/0 motion-safe:animate-live-scan" />
    </div>
  );
}

export function FormExtractionVisual() {
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute -inset-8 rounded-full bg-[radial-gradient(closest-side,rgb(106_92_244/0.25),transparent)] blur-2xl"
      />
      <AppWindow
        title="Intelligent Data Onboarding · Subcontractor packets"
        label="Aden reading a scanned subcontractor form: five fields extracted with their confidence, one queued for review."
        className="relative"
      >
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:p-5">
          <ScannedForm />
          <div>
            <p className="flex items-center gap-1.5 text-xs font-semibold text-brand-700">
              <Sparkles className="size-3.5" />
              Read in 4.2 s
            </p>
            <dl className="mt-3 divide-y divide-ink-100 rounded-lg ring-1 ring-ink-100">
              {FIELDS.map((field) => (
                <div
                  key={field.label}
                  className={cx(
                    "flex items-center gap-3 px-3 py-2",
                    field.review && "bg-amber-50",
                  )}
                >
                  <dt className="w-24 shrink-0 text-[11px] text-ink-500">
                    {field.label}
                  </dt>
                  {/* A value wraps at its spaces rather than being cut ("Northgate Me…"): the
                      picture shows what was read, whole. */}
                  <dd className="min-w-0 flex-1 text-xs font-medium text-pretty text-ink-950">
                    <WholeWords text={field.value} />
                  </dd>
                  <dd
                    className={cx(
                      "inline-flex shrink-0 items-center gap-1 rounded-full px-1.5 py-0.5 text-[10px] font-semibold tabular-nums",
                      field.review
                        ? "bg-amber-100 text-amber-800"
                        : "bg-mint-400/15 text-emerald-700",
                    )}
                  >
                    {field.review ? (
                      <CircleAlert className="size-3" />
                    ) : (
                      <Check className="size-3" strokeWidth={3} />
                    )}
                    {field.confidence}%
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-ink-950 px-3 py-2 text-[11px] text-ink-200">
              <span>1 field waiting for review</span>
              <span className="rounded-md bg-brand-500 px-2 py-1 font-semibold text-white">
                Review
              </span>
            </div>
          </div>
        </div>
      </AppWindow>
    </div>
  );
}
