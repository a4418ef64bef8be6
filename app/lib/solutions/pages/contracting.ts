import type { SolutionPageInput } from "../schema";

export default {
  slug: "contracting",
  icon: "file-signature",
  summary: "Bids, change orders and subcontractor paperwork handled for you.",
  seo: {
    title: "Contracting: pay apps, lien waivers and certified payroll",
    description:
      "Aden handles the paperwork around every contract: invitations to bid, subcontractor pay apps, lien waivers and certified payroll, checked before anyone is paid.",
  },
  hero: {
    title:
      "Pay apps, lien waivers and certified payroll, checked before anyone is paid",
    lead: "Aden reads each subcontractor pay application against the schedule of values, collects the matching lien waiver, applies retainage and routes the payment for approval, so your project managers sign off on exceptions instead of spreadsheets.",
    visual: {
      kind: "workflow",
      title: "Automations · Subcontractor pay apps",
      label:
        "A subcontractor pay-application workflow in Aden: a pay app arrives, an AI agent reads the G702 and G703, a rule checks it against the schedule of values, an agent collects the lien waiver, the project manager approves and the payment posts with retainage.",
      heading: "Pay app #7 · Halvorsen Electric · J-2417",
      steps: [
        {
          type: "trigger",
          title: "Pay application received",
          detail: "Emailed PDF · period to Jan 31",
          status: "done",
        },
        {
          type: "ai",
          title: "Read the G702 and G703",
          detail: "14 SOV lines · $186,420 this period",
          status: "done",
        },
        {
          type: "rule",
          title: "Check against SOV and progress",
          detail: "Line 6 billed at 80%, field reports 65%",
          status: "done",
        },
        {
          type: "ai",
          title: "Collect the lien waiver",
          detail: "Conditional waiver requested · signed",
          status: "done",
        },
        {
          type: "human",
          title: "Project manager approves",
          detail: "1 line to decide",
          status: "running",
        },
        {
          type: "system",
          title: "Post with 10% retainage",
          detail: "To accounts payable · $167,778 due",
          status: "queued",
        },
      ],
    },
    callout: {
      icon: "shield-check",
      title: "Unconditional waiver on file",
      body: "Payment #6 released: waiver matches the amount paid on Jan 12",
    },
  },
  problems: {
    title: "The contract paperwork that eats a project manager's week",
    lead: "Every contract brings its own forms, deadlines and signatures. Missing one can hold a payment or put a lien on a job.",
    items: [
      {
        icon: "inbox",
        title: "Bid invitations lost in a shared inbox",
        body: "Invitations to bid arrive from a dozen GCs and portals. Due dates, addenda and pre-bid walks are tracked by whoever opened the email.",
      },
      {
        icon: "file-check",
        title: "Lien waivers chased after the cheque is cut",
        body: "Payments go out before the matching conditional or unconditional waiver is in, and nobody can say which subs are covered through which date.",
      },
      {
        icon: "calculator",
        title: "Pay apps checked line by line by hand",
        body: "Each subcontractor's G703 is compared with the schedule of values and the field's percent complete in a spreadsheet, one pay app at a time.",
      },
      {
        icon: "landmark",
        title: "Certified payroll built every Friday night",
        body: "Public jobs need weekly certified payroll at the right prevailing wage rate for each classification, assembled from timesheets after the fact.",
      },
    ],
  },
  features: {
    title: "From the invitation to bid to the final waiver",
    lead: "Turn on the piece that hurts most. Each one runs in review mode first, so your team sees what Aden does before it acts alone.",
    items: [
      {
        eyebrow: "Bids",
        title: "Every invitation to bid read, logged and on the calendar",
        body: "Aden reads invitations from email and bid portals, pulls out the due date, scope, bonding and addenda, and puts each one in front of the estimator who covers that trade, with a go or no-go decision to make.",
        points: [
          "Due dates, pre-bid walks and RFI deadlines on the estimating calendar",
          "Addenda matched to the bid they change, with the estimator told",
          "Bid results recorded against each GC, so you see where you win",
        ],
        visual: {
          kind: "approval-queue",
          title: "Estimating · Invitations to bid",
          label:
            "An invitations-to-bid queue in Aden: four invitations from general contractors with due dates, one with a new addendum, one needing a bid bond and one already submitted.",
          heading: "Invitations this week",
          tabs: ["To decide", "Bidding", "Submitted"],
          items: [
            {
              ref: "ITB-0412",
              title: "Fairview Library renovation · electrical",
              meta: "Crestline Builders · due Feb 19, 2 pm",
              amount: "≈ $1.2M",
              status: "flagged",
              note: "Addendum 2 adds a generator: scope changed",
            },
            {
              ref: "ITB-0415",
              title: "Northside Clinic TI · low voltage",
              meta: "Harbor & Pine GC · due Feb 24",
              amount: "≈ $340K",
              status: "pending",
              note: "5% bid bond required: request sent to surety",
            },
            {
              ref: "ITB-0409",
              title: "Route 9 maintenance yard · electrical",
              meta: "County public works · due Feb 14",
              amount: "≈ $880K",
              status: "pending",
              note: "Prevailing wage job: certified payroll needed",
            },
            {
              ref: "ITB-0401",
              title: "Oakmont School roof PV",
              meta: "Submitted Feb 2 by R. Chen",
              amount: "$612,400",
              status: "approved",
            },
          ],
        },
      },
      {
        eyebrow: "Lien waivers",
        title: "No payment goes out without the waiver that covers it",
        body: "Before a payment is released, Aden checks that the subcontractor's waiver names the right job, covers the right period and matches the amount. Unconditional waivers for earlier payments are chased automatically.",
        points: [
          "Conditional and unconditional waivers read and matched to each payment",
          "Through dates, amounts and claimants checked against the pay app",
          "A register of who is covered through when, per job and per tier",
        ],
        visual: {
          kind: "document-match",
          title: "Payables · Lien waiver check",
          label:
            "A lien-waiver check in Aden: the pay application, the conditional waiver and the payment for Halvorsen Electric compared field by field, with the amount on the waiver not matching the payment.",
          documents: [
            { type: "Pay app", ref: "PA-07" },
            { type: "Cond. waiver", ref: "LW-2417-07" },
            { type: "Payment", ref: "ACH-55120" },
          ],
          rows: [
            {
              field: "Claimant",
              values: ["Halvorsen Elec.", "Halvorsen Elec.", "Halvorsen Elec."],
              state: "match",
            },
            {
              field: "Job",
              values: ["J-2417", "J-2417", "J-2417"],
              state: "match",
            },
            {
              field: "Through date",
              values: ["Jan 31", "Jan 31", "—"],
              state: "match",
            },
            {
              field: "Amount",
              values: ["$167,778.00", "$176,609.00", "$167,778.00"],
              state: "mismatch",
            },
          ],
          verdict: {
            state: "exception",
            text: "Waiver amount includes retainage: new waiver requested from Halvorsen",
          },
        },
      },
      {
        eyebrow: "Certified payroll",
        title: "Certified payroll ready for review every Monday",
        body: "Approved hours carry the job, the worker's classification and the wage determination that applies. Aden prepares the weekly certified payroll report and flags any rate below the determination before it is signed.",
        points: [
          "Classifications and rates from the wage determination on each contract",
          "Fringe paid in cash or to plans, reported the way the form asks",
          "Apprentice ratios and rates checked per craft and per week",
        ],
        visual: {
          kind: "kpi-dashboard",
          title: "Payroll · Certified payroll",
          label:
            "A certified payroll summary in Aden for the week ending February 7 on job J-2409: workers, hours, fringe and exceptions, with hours by day and two rate exceptions to fix.",
          heading: "J-2409 · week ending Feb 7",
          badge: "Draft",
          kpis: [
            { label: "Workers", value: "42", note: "6 classifications" },
            { label: "Hours", value: "1,684", note: "112 overtime" },
            { label: "Fringe", value: "$21.4K", note: "plans and cash" },
            {
              label: "Exceptions",
              value: "2",
              note: "fix before signing",
              tone: "risk",
            },
          ],
          chart: {
            title: "Hours by day, straight and overtime",
            legend: ["Straight", "Overtime"],
            bars: [
              { label: "Mon", value: 82, compare: 6 },
              { label: "Tue", value: 86, compare: 10 },
              { label: "Wed", value: 84, compare: 14 },
              { label: "Thu", value: 88, compare: 22 },
              { label: "Fri", value: 80, compare: 12 },
              { label: "Sat", value: 18, compare: 30 },
            ],
          },
          rows: [
            {
              label: "J. Ortiz · Electrician",
              meta: "Paid $46.10, rate $48.62",
              value: "−$2.52/h",
              tone: "risk",
            },
            {
              label: "Apprentice ratio · Laborers",
              meta: "3 apprentices to 2 journeymen",
              value: "Over ratio",
              tone: "watch",
            },
          ],
        },
      },
    ],
  },
  // A draft for the owner: no case study quotes a contractor on this; replace with a customer's
  // words before launch (docs/design.md, quotes).
  quote: {
    draft: true,
    text: "Our project managers used to spend the last week of every month on pay apps and waivers. Now they open the three that need a decision and the rest are already checked.",
    attribution: "Controller, specialty electrical contractor, 140 employees",
  },
  caseStudy: {
    slug: "tc-boiler",
    title: "A mechanical contractor prices extra work while it is fresh",
  },
  connections: {
    title: "Connected to where your contracts already live",
    lead: "Subcontracts are signed where you sign them today, jobs stay in your project system and payments post to your ledger.",
    integrations: ["procore", "docusign", "quickbooks-online"],
    processes: [
      "subcontractor-onboarding",
      "change-order-approval",
      "invoice-approval",
    ],
  },
  related: {
    title: "Works well with",
    lead: "Contract paperwork touches projects, people and money. These modules share the same job record.",
    slugs: ["project-management", "accounting", "workforce", "construction"],
  },
  faq: [
    {
      question: "Which pay application formats can Aden read?",
      answer:
        "AIA-style G702 and G703 forms, the continuation sheets GCs send from their own systems, and pay apps exported from Procore. Aden reads them as PDFs or scans and maps each line to your schedule of values.",
    },
    {
      question: "Does Aden know each state's lien waiver rules?",
      answer:
        "You choose the waiver forms each state or contract requires, including statutory forms where a state has them, and Aden checks every waiver against those forms and the payment it covers. It doesn't give legal advice: your counsel sets the rules, Aden applies them.",
    },
    {
      question: "Where do wage determinations come from?",
      answer:
        "You attach the determination that applies to each contract, federal or state. Aden reads the classifications and rates from it and checks every approved hour against them before the certified payroll report is prepared.",
    },
    {
      question: "Can subcontractors submit directly?",
      answer:
        "Yes. Subcontractors can email pay apps and waivers to a project address or upload them through a link, without an account. Aden acknowledges receipt and tells them what is missing.",
    },
  ],
  cta: {
    title: "Send us last month's pay apps",
    lead: "Start free and run one job's subcontractor pay apps through Aden, or book a call and we will map your waiver and payment flow with you.",
  },
} satisfies SolutionPageInput;
