import { z } from "zod";
import { CASE_STUDY_SLUGS, type CaseStudyEntry } from "~/lib/content/model";

/**
 * One module or industry page, as its content file writes it (content/modules/*.yaml,
 * content/industries/*.yaml; docs/decisions/022). Its name, address, icon and descriptions are in
 * the catalogue (catalogue-schema.ts). Integrations, processes, the case study and related pages
 * are named by slug; the content compiler checks that each exists (solution-files.ts).
 */

/** Icons by name: lib never imports components, which map each name to a lucide icon. */
export const ICON_NAMES = [
  "award",
  "badge-check",
  "banknote",
  "barcode",
  "bell-ring",
  "briefcase",
  "building",
  "calculator",
  "calendar-clock",
  "chart-column",
  "clipboard-check",
  "clipboard-list",
  "clock",
  "credit-card",
  "factory",
  "file-check",
  "file-signature",
  "file-text",
  "gauge",
  "graduation-cap",
  "hard-hat",
  "history",
  "inbox",
  "kanban",
  "landmark",
  "package",
  "receipt",
  "route",
  "scale",
  "scan-line",
  "shield-check",
  "shopping-cart",
  "sparkles",
  "stethoscope",
  "store",
  "timer",
  "triangle-alert",
  "truck",
  "user-check",
  "users",
  "warehouse",
  "workflow",
  "wrench",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

const text = z.string().trim().min(1);
/** Headings are in sentence case (docs/design.md, Words); reviewers check that, not the schema. */
const heading = text.max(90);
const icon = z.enum(ICON_NAMES);

/** A count from a set, so a grid never leaves a card alone in its last row (docs/design.md). */
const countIn =
  (allowed: readonly number[], what: string) =>
  (items: readonly unknown[], context: z.RefinementCtx) => {
    if (!allowed.includes(items.length)) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: `${what}: ${items.length} items; use ${allowed.join(", ")} so no card sits alone`,
      });
    }
  };

const visualBase = {
  /** The window's title bar: the Aden view the picture shows. */
  title: text.max(60),
  /** What the picture shows, for screen readers. */
  label: text.max(260),
};

const tone = z.enum(["good", "watch", "risk", "neutral"]);
export type Tone = z.infer<typeof tone>;

const kpiDashboardSchema = z.object({
  kind: z.literal("kpi-dashboard"),
  ...visualBase,
  heading: text.max(70),
  /** A chip beside the heading: the view's state or period. */
  badge: text.max(16).optional(),
  kpis: z
    .array(
      z.object({
        label: text.max(28),
        value: text.max(12),
        note: text.max(28).optional(),
        tone: tone.default("neutral"),
      }),
    )
    .min(3)
    .max(4),
  chart: z.object({
    title: text.max(50),
    /** The two series' names, e.g. ["Earned", "Billed"]. */
    legend: z.tuple([text.max(16), text.max(16)]),
    bars: z
      .array(
        z.object({
          label: text.max(4),
          value: z.number().min(0).max(100),
          compare: z.number().min(0).max(100),
        }),
      )
      .min(4)
      .max(12),
  }),
  rows: z
    .array(
      z.object({
        label: text.max(40),
        meta: text.max(30),
        value: text.max(14),
        tone,
      }),
    )
    .max(4)
    .default([]),
});

const workflowSchema = z.object({
  kind: z.literal("workflow"),
  ...visualBase,
  heading: text.max(60),
  steps: z
    .array(
      z.object({
        type: z.enum(["trigger", "ai", "rule", "human", "system"]),
        title: text.max(40),
        detail: text.max(60),
        status: z.enum(["done", "running", "queued"]),
      }),
    )
    .min(3)
    .max(6),
  footer: text.max(70).optional(),
});

const approvalQueueSchema = z.object({
  kind: z.literal("approval-queue"),
  ...visualBase,
  heading: text.max(50),
  tabs: z.array(text.max(16)).min(2).max(4),
  items: z
    .array(
      z.object({
        ref: text.max(14),
        title: text.max(44),
        meta: text.max(44),
        amount: text.max(12),
        status: z.enum(["pending", "approved", "flagged", "auto"]),
        note: text.max(60).optional(),
      }),
    )
    .min(3)
    .max(5),
});

const documentMatchSchema = z.object({
  kind: z.literal("document-match"),
  ...visualBase,
  documents: z.tuple([
    z.object({ type: text.max(16), ref: text.max(16) }),
    z.object({ type: text.max(16), ref: text.max(16) }),
    z.object({ type: text.max(16), ref: text.max(16) }),
  ]),
  rows: z
    .array(
      z.object({
        field: text.max(20),
        values: z.tuple([text.max(16), text.max(16), text.max(16)]),
        state: z.enum(["match", "tolerance", "mismatch"]),
      }),
    )
    .min(3)
    .max(6),
  verdict: z.object({
    state: z.enum(["matched", "exception"]),
    text: text.max(80),
  }),
});

const scheduleSchema = z
  .object({
    kind: z.literal("schedule"),
    ...visualBase,
    heading: text.max(60),
    periods: z.array(text.max(8)).min(4).max(8),
    /** Where today's line falls, in periods from the left edge (0.5 = middle of the first). */
    today: z.number().min(0).optional(),
    rows: z
      .array(
        z.object({
          label: text.max(30),
          meta: text.max(24).optional(),
          /** In periods from the left edge. */
          start: z.number().min(0),
          span: z.number().positive(),
          tone: z.enum(["brand", "mint", "amber", "ink"]),
          progress: z.number().min(0).max(100).optional(),
        }),
      )
      .min(3)
      .max(6),
  })
  .superRefine((visual, context) => {
    for (const [index, row] of visual.rows.entries()) {
      if (row.start + row.span > visual.periods.length) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["rows", index],
          message: `"${row.label}" ends after the last period`,
        });
      }
    }
  });

const stockTableSchema = z.object({
  kind: z.literal("stock-table"),
  ...visualBase,
  heading: text.max(60),
  rows: z
    .array(
      z.object({
        sku: text.max(12),
        item: text.max(34),
        location: text.max(18),
        onHand: z.number().int().min(0),
        /** The reorder point or PAR level the count is compared with. */
        par: z.number().int().positive(),
        status: z.enum(["ok", "low", "reorder", "out"]),
      }),
    )
    .min(3)
    .max(6),
  suggestion: text.max(90).optional(),
});

const certificationRosterSchema = z
  .object({
    kind: z.literal("certification-roster"),
    ...visualBase,
    heading: text.max(60),
    /** The names of the valid, expiring and expired states. */
    legend: z
      .tuple([text.max(10), text.max(10), text.max(10)])
      .default(["Valid", "Due", "Lapsed"]),
    certificates: z.array(text.max(14)).min(3).max(4),
    people: z
      .array(
        z.object({
          name: text.max(20),
          role: text.max(24),
          cells: z.array(
            z.object({
              status: z.enum(["valid", "expiring", "expired", "none"]),
              text: text.max(10),
            }),
          ),
        }),
      )
      .min(3)
      .max(6),
  })
  .superRefine((visual, context) => {
    for (const [index, person] of visual.people.entries()) {
      if (person.cells.length !== visual.certificates.length) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["people", index, "cells"],
          message: `${person.name} has ${person.cells.length} cells for ${visual.certificates.length} certificates`,
        });
      }
    }
  });

const storefrontOrdersSchema = z.object({
  kind: z.literal("storefront-orders"),
  ...visualBase,
  kpis: z
    .array(z.object({ label: text.max(20), value: text.max(12) }))
    .length(3),
  orders: z
    .array(
      z.object({
        ref: text.max(10),
        customer: text.max(30),
        channel: text.max(12),
        items: text.max(30),
        total: text.max(12),
        status: z.enum(["paid", "picking", "shipped", "hold"]),
      }),
    )
    .min(3)
    .max(5),
});

export const visualSchema = z.union([
  kpiDashboardSchema,
  workflowSchema,
  approvalQueueSchema,
  documentMatchSchema,
  scheduleSchema,
  stockTableSchema,
  certificationRosterSchema,
  storefrontOrdersSchema,
]);
export type Visual = z.infer<typeof visualSchema>;
export type VisualKind = Visual["kind"];
export type VisualOf<K extends VisualKind> = Extract<Visual, { kind: K }>;

const caseStudySlug = z.enum(CASE_STUDY_SLUGS);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const sectionIntro = { title: heading, lead: text.max(260) };

/**
 * How the hero places its picture (docs/design.md, Module and industry pages): `split`, text left
 * and the window tilted on the right; `centred`, the headline centred over a wide, flat window;
 * `stacked`, text left and the window in front of a fanned card of the page's first feature.
 */
export const HERO_LAYOUTS = ["split", "centred", "stacked"] as const;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];

/** The sections between the hero and the closing call to action, which each page orders. */
export const SOLUTION_SECTIONS = [
  "problems",
  "features",
  "proof",
  "connections",
  "faq",
  "related",
] as const;
export type SolutionSection = (typeof SOLUTION_SECTIONS)[number];

const sectionOrder = z
  .array(z.enum(SOLUTION_SECTIONS))
  .superRefine((order, context) => {
    const missing = SOLUTION_SECTIONS.filter((name) => !order.includes(name));
    const repeated = order.filter(
      (name, index) => order.indexOf(name) !== index,
    );
    if (missing.length > 0 || repeated.length > 0) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: [
          missing.length > 0 ? `missing ${missing.join(", ")}` : "",
          repeated.length > 0 ? `${repeated.join(", ")} listed twice` : "",
        ]
          .filter(Boolean)
          .join("; ")
          .concat(`: list each of ${SOLUTION_SECTIONS.join(", ")} once`),
      });
    }
  });

export const solutionPageSchema = z
  .object({
    /** The document title before " | Aden"; the hero's h1 is longer. */
    title: text.max(60),
    hero: z.object({
      layout: z.enum(HERO_LAYOUTS),
      title: heading,
      lead: text.max(280),
      visual: visualSchema,
      /** A card layered over the visual: what the AI just did. */
      callout: z.object({
        icon,
        title: text.max(44),
        body: text.max(90),
      }),
    }),
    /** The order of the sections below the hero; the call to action always closes the page. */
    sections: sectionOrder,
    problems: z.object({
      ...sectionIntro,
      items: z
        .array(z.object({ icon, title: text.max(70), body: text.max(220) }))
        .superRefine(countIn([3, 4, 6], "problems")),
    }),
    features: z.object({
      ...sectionIntro,
      items: z
        .array(
          z.object({
            eyebrow: text.max(30),
            title: heading,
            body: text.max(320),
            points: z.array(text.max(110)).min(2).max(4),
            visual: visualSchema,
          }),
        )
        .superRefine(countIn([2, 3, 4, 6], "features")),
    }),
    /**
     * A case study's own quote, or a draft: an unnamed attribution (role, industry, company
     * size) written for the page, for the owner to replace with a customer's words before it
     * is presented as one (docs/design.md: never invent a named person's words).
     */
    quote: z.discriminatedUnion("draft", [
      z.object({ draft: z.literal(false), caseStudy: caseStudySlug }),
      z.object({
        draft: z.literal(true),
        text: text.max(300),
        attribution: text.max(90),
      }),
    ]),
    caseStudy: z.object({ slug: caseStudySlug, title: heading }),
    connections: z.object({
      ...sectionIntro,
      integrations: z
        .array(slug)
        .superRefine(countIn([3, 4, 6], "integrations")),
      processes: z.array(slug).superRefine(countIn([2, 3, 4, 6], "processes")),
    }),
    related: z.object({
      ...sectionIntro,
      slugs: z.array(slug).superRefine(countIn([3, 4], "related pages")),
    }),
    faq: z
      .array(z.object({ question: text.max(120), answer: text.max(600) }))
      .min(4)
      .max(6),
    cta: z.object({ title: heading, lead: text.max(200) }),
  })
  .strict()
  .superRefine((page, context) => {
    const duplicate = (list: readonly string[]) =>
      list.find((item, index) => list.indexOf(item) !== index);
    for (const [key, list] of [
      ["integrations", page.connections.integrations],
      ["processes", page.connections.processes],
    ] as const) {
      const repeated = duplicate(list);
      if (repeated) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["connections", key],
          message: `${repeated} is listed twice`,
        });
      }
    }
  });

/** A content file's shape (defaults may be left out). */
export type SolutionPageInput = z.input<typeof solutionPageSchema>;
export type SolutionPage = z.infer<typeof solutionPageSchema>;

/** What the loader sends the page: the data with its slugs resolved from the content store. */
export type SolutionView = Omit<
  SolutionPage,
  "quote" | "caseStudy" | "connections" | "related" | "title"
> & {
  slug: string;
  icon: IconName;
  summary: string;
  kind: "module" | "industry";
  /** The header's name for the page: the hero's eyebrow. */
  label: string;
  quote: { text: string; attribution: string; href?: string };
  caseStudy: Pick<
    CaseStudyEntry,
    "slug" | "customer" | "industry" | "summary" | "results"
  > & { title: string };
  connections: {
    title: string;
    lead: string;
    integrations: {
      slug: string;
      name: string;
      category: string;
      logo: string;
      summary: string;
    }[];
    processes: {
      slug: string;
      title: string;
      category: string;
      summary: string;
    }[];
  };
  related: {
    title: string;
    lead: string;
    pages: { path: string; label: string; icon: IconName; summary: string }[];
  };
};
