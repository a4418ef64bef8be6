import type { SolutionPageInput } from "../schema";

export default {
  slug: "accounting",
  icon: "calculator",
  summary:
    "Invoices, job costing and month-end close without the spreadsheets.",
  seo: {
    title: "Finance & Accounting: payables, job costing and close",
    description:
      "Aden reads supplier invoices, matches them to purchase orders and receipts, codes costs to jobs and runs the month-end close, posting to QuickBooks, Xero or NetSuite.",
  },
  hero: {
    title: "Every supplier invoice matched, coded to its job and ready to post",
    lead: "Aden reads invoices from your AP inbox, checks each line against the purchase order and the goods receipt, codes it to a job and cost code, and sends only the exceptions to a person. Approved bills post to your ledger with the PDF attached.",
    visual: {
      kind: "document-match",
      title: "Payables · Three-way match",
      label:
        "A three-way match in Aden: invoice INV-20931 from Northgate Supply compared with purchase order PO-4471 and goods receipt GRN-1182, every field matched or within tolerance.",
      documents: [
        { type: "Invoice", ref: "INV-20931" },
        { type: "Purchase order", ref: "PO-4471" },
        { type: "Goods receipt", ref: "GRN-1182" },
      ],
      rows: [
        {
          field: "Vendor",
          values: ["Northgate Supply", "Northgate Supply", "Northgate Supply"],
          state: "match",
        },
        {
          field: "Job · cost code",
          values: ["J-2417 · 16-100", "J-2417 · 16-100", "J-2417"],
          state: "match",
        },
        {
          field: "Quantity",
          values: ["40 ea", "40 ea", "40 ea"],
          state: "match",
        },
        {
          field: "Unit price",
          values: ["$18.72", "$18.40", "—"],
          state: "tolerance",
        },
        {
          field: "Total",
          values: ["$748.80", "$736.00", "—"],
          state: "tolerance",
        },
      ],
      verdict: {
        state: "matched",
        text: "Within the 2% price tolerance for this vendor: ready to post",
      },
    },
    callout: {
      icon: "sparkles",
      title: "42 of 45 invoices cleared",
      body: "3 sent to Dana R. with the differing lines highlighted",
    },
  },
  problems: {
    title: "What finance teams stop doing by hand",
    lead: "The work between the AP inbox and the ledger is where hours go and errors hide. These are the jobs Aden takes over first.",
    items: [
      {
        icon: "receipt",
        title: "Keying invoices from PDFs and email",
        body: "Clerks retype vendor, amount, job and cost code from every invoice, then file the PDF somewhere nobody can find at audit time.",
      },
      {
        icon: "scale",
        title: "Matching by eye, when there is time",
        body: "Price increases and short shipments get paid because checking each line against the PO and the delivery ticket takes longer than the due date allows.",
      },
      {
        icon: "chart-column",
        title: "Job costs that arrive a month late",
        body: "Project managers see committed and actual cost only after the close, when it is too late to recover margin on the job.",
      },
      {
        icon: "calendar-clock",
        title: "A close that lives in one spreadsheet",
        body: "Reconciliations, accruals and WIP adjustments depend on a checklist one controller keeps, and a sick day moves the whole close.",
      },
    ],
  },
  features: {
    title: "From the AP inbox to a closed period",
    lead: "Three pieces of one flow. Turn on one, run it in review mode while your team checks Aden's work, then let it act on its own.",
    items: [
      {
        eyebrow: "Accounts payable",
        title: "Invoices read, matched and coded before anyone opens them",
        body: "Aden reads invoices from PDFs, scans and email bodies, matches them to the purchase order and what was received, and routes the exceptions to the buyer who ordered the goods.",
        points: [
          "Vendor, invoice number, lines, tax and retainage read from any layout",
          "Three-way match with a price and quantity tolerance per vendor",
          "Duplicate checks on vendor, number and amount before anything posts",
        ],
        visual: {
          kind: "approval-queue",
          title: "Payables · Exceptions",
          label:
            "An exceptions queue in Aden with four supplier invoices: one price difference, one possible duplicate, one awaiting a receipt and one approved.",
          heading: "Invoices needing a decision",
          tabs: ["Exceptions", "Cleared", "Posted"],
          items: [
            {
              ref: "INV-20988",
              title: "Halvorsen Electric · J-2417",
              meta: "Due Feb 14 · PO-4502",
              amount: "$12,480.00",
              status: "flagged",
              note: "Conduit billed at $2.35/ft, PO says $2.10/ft",
            },
            {
              ref: "INV-7731",
              title: "Ridgeway Rentals · J-2398",
              meta: "Due Feb 9 · no PO",
              amount: "$3,150.00",
              status: "flagged",
              note: "Same amount and date as INV-7713, paid Jan 28",
            },
            {
              ref: "INV-5540",
              title: "Cobalt Fasteners · Shop stock",
              meta: "Due Feb 20 · PO-4488",
              amount: "$918.36",
              status: "pending",
              note: "Waiting for the goods receipt from the yard",
            },
            {
              ref: "INV-20940",
              title: "Northgate Supply · J-2421",
              meta: "Approved by Dana R. · 9:42",
              amount: "$4,206.10",
              status: "approved",
            },
          ],
        },
      },
      {
        eyebrow: "Job costing",
        title: "Costs land on the job the day they are approved",
        body: "Approved bills, timesheets and change orders post to their job and cost code as they happen, so project managers see margin while there is still time to protect it.",
        points: [
          "Committed, actual and forecast cost side by side for every phase",
          "Over-budget cost codes flagged to the project manager in Slack or Teams",
          "Earned against billed by month, ready for the WIP schedule",
        ],
        visual: {
          kind: "kpi-dashboard",
          title: "Job costing · J-2417",
          label:
            "A job-cost dashboard in Aden for job J-2417, Riverside Medical Office: contract value, cost to date, projected margin and billing, with earned and billed revenue by month.",
          heading: "J-2417 · Riverside Medical Office",
          badge: "Live",
          kpis: [
            { label: "Contract value", value: "$4.82M", note: "incl. 6 COs" },
            { label: "Cost to date", value: "$2.91M", note: "61% of budget" },
            {
              label: "Projected margin",
              value: "14.2%",
              note: "+0.8 pts vs bid",
              tone: "good",
            },
            {
              label: "Over/under billed",
              value: "−$38.4K",
              note: "under-billed",
              tone: "watch",
            },
          ],
          chart: {
            title: "Earned vs billed, by month",
            legend: ["Earned", "Billed"],
            bars: [
              { label: "Aug", value: 22, compare: 18 },
              { label: "Sep", value: 38, compare: 35 },
              { label: "Oct", value: 55, compare: 52 },
              { label: "Nov", value: 64, compare: 66 },
              { label: "Dec", value: 78, compare: 71 },
              { label: "Jan", value: 92, compare: 84 },
            ],
          },
          rows: [
            {
              label: "16-100 Electrical rough-in",
              meta: "Halvorsen Electric",
              value: "104% of budget",
              tone: "risk",
            },
            {
              label: "09-250 Gypsum board",
              meta: "Self-performed",
              value: "88% of budget",
              tone: "good",
            },
          ],
        },
      },
      {
        eyebrow: "Month-end close",
        title: "A close checklist that prepares its own reconciliations",
        body: "Each task has an owner, a due date and its evidence. Aden prepares the reconciliations and accruals, the controller reviews what it could not settle, and the journals post once signed off.",
        points: [
          "Bank and card lines matched to bills, payouts and receipts",
          "Accruals drafted from purchase orders received but not yet invoiced",
          "A WIP schedule with over- and under-billings per job for the CFO",
        ],
        visual: {
          kind: "workflow",
          title: "Close · January",
          label:
            "A month-end close workflow in Aden: the period ends, AI agents reconcile the bank and draft accruals, a rule builds the WIP schedule, the controller reviews and journals post to the ledger.",
          heading: "January close · 4 of 6 steps done",
          steps: [
            {
              type: "trigger",
              title: "Period ends",
              detail: "Jan 31 · 23 open jobs",
              status: "done",
            },
            {
              type: "ai",
              title: "Reconcile bank and cards",
              detail: "1,284 of 1,291 lines matched",
              status: "done",
            },
            {
              type: "ai",
              title: "Draft accruals",
              detail: "14 received-not-invoiced POs · $62,480",
              status: "done",
            },
            {
              type: "rule",
              title: "Build WIP schedule",
              detail: "Over- and under-billings for 23 jobs",
              status: "done",
            },
            {
              type: "human",
              title: "Controller review",
              detail: "7 bank lines and 2 accruals to decide",
              status: "running",
            },
            {
              type: "system",
              title: "Post journals",
              detail: "To the general ledger, with evidence",
              status: "queued",
            },
          ],
        },
      },
    ],
  },
  quote: { draft: false, caseStudy: "kai-media" },
  caseStudy: {
    slug: "kai-media",
    title: "Freelancer invoices, project costs and a calmer month end",
  },
  connections: {
    title: "Posts to the ledger you already run",
    lead: "Aden prepares, checks and routes the work; your accounting system stays the system of record. Connect it and start with one process.",
    integrations: [
      "quickbooks-online",
      "xero",
      "netsuite",
      "stripe",
      "slack",
      "sharepoint",
    ],
    processes: [
      "invoice-approval",
      "purchase-order-matching",
      "month-end-close",
    ],
  },
  related: {
    title: "Modules that feed the ledger",
    lead: "Hours, stock and project changes reach finance already coded when these run on Aden too.",
    slugs: [
      "project-management",
      "inventory-management",
      "workforce",
      "professional-services",
    ],
  },
  faq: [
    {
      question: "Does Aden replace QuickBooks Online, Xero or NetSuite?",
      answer:
        "No. Your ledger stays the system of record. Aden prepares, checks and routes the work, then posts approved bills, journals and payments to it, with the source document attached to each entry.",
    },
    {
      question:
        "How does the three-way match handle partial deliveries and price changes?",
      answer:
        "Each invoice line is compared with its purchase order line and with the quantity received so far. You set tolerances per vendor or category, for example 2% or $50 on price. Lines inside the tolerance clear; the rest go to the buyer with the difference highlighted.",
    },
    {
      question: "Can it track retainage and progress billing?",
      answer:
        "Yes. Retainage held and released is tracked per subcontract and per job, and subcontractor pay applications are checked against the schedule of values and the work completed to date before they are approved.",
    },
    {
      question: "What happens to an invoice Aden can't read with confidence?",
      answer:
        "It goes to a person with the uncertain fields highlighted. Every correction is recorded with who made it, and nothing posts to the ledger without a match inside tolerance or an approval.",
    },
    {
      question: "How do we start without disrupting the close?",
      answer:
        "Connect the ledger and the AP inbox, then run invoice approval in review mode: Aden proposes each match and coding, and your team confirms it. Most teams widen what Aden may do on its own after a close or two of checking its work.",
    },
  ],
  cta: {
    title: "Start with last month's invoices",
    lead: "Forward a batch of supplier invoices to a free workspace and see what Aden matches, or book a call and we will map your close with you.",
  },
} satisfies SolutionPageInput;
