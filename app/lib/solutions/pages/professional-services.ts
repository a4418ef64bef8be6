import type { SolutionPageInput } from "../schema";

export default {
  slug: "professional-services",
  icon: "briefcase",
  summary:
    "Utilisation, scope changes and project margin, with time turned into invoices.",
  seo: {
    title: "Professional Services: utilisation, SOWs and billing",
    description:
      "Aden ties hours, scope changes and supplier costs to each engagement, shows utilisation and margin while work is live, and drafts invoices from approved time.",
  },
  hero: {
    title:
      "Utilisation and project margin you can see while the work is still running",
    lead: "Hours, freelancer invoices and client change requests are coded to the engagement as they happen. Project leads see budget burn and utilisation every day, and finance bills from approved time and signed milestones instead of chasing timesheets.",
    visual: {
      kind: "kpi-dashboard",
      title: "Services · Practice overview",
      label:
        "A practice overview in Aden for February: billable utilisation, realisation, unbilled work in progress and engagements over budget, with billable against target hours by week and two engagements listed.",
      heading: "Practice overview · February",
      badge: "Live",
      kpis: [
        {
          label: "Billable utilisation",
          value: "78%",
          note: "target 75%",
          tone: "good",
        },
        {
          label: "Realisation",
          value: "92%",
          note: "$14.2K written down",
        },
        {
          label: "Unbilled WIP",
          value: "$184K",
          note: "38 engagements",
          tone: "watch",
        },
        {
          label: "Over budget",
          value: "3",
          note: "of 38 engagements",
          tone: "risk",
        },
      ],
      chart: {
        title: "Billable vs target hours, by week",
        legend: ["Billable", "Target"],
        bars: [
          { label: "W1", value: 72, compare: 75 },
          { label: "W2", value: 78, compare: 75 },
          { label: "W3", value: 81, compare: 75 },
          { label: "W4", value: 69, compare: 75 },
          { label: "W5", value: 84, compare: 75 },
          { label: "W6", value: 79, compare: 75 },
          { label: "W7", value: 77, compare: 75 },
          { label: "W8", value: 82, compare: 75 },
        ],
      },
      rows: [
        {
          label: "Harbor Health brand refresh",
          meta: "112% of budget used",
          value: "$9,800 over",
          tone: "risk",
        },
        {
          label: "Northfield Utility rate study",
          meta: "64% of budget, 70% done",
          value: "On track",
          tone: "good",
        },
      ],
    },
    callout: {
      icon: "file-signature",
      title: "SOW amendment signed",
      body: "Northfield Utility approved $12,400 for an added rate class",
    },
  },
  problems: {
    title: "Where a services firm's margin goes missing",
    lead: "Margin in services is lost in small amounts: an unlogged hour, an unsigned extra, a freelancer invoice that arrives after billing.",
    items: [
      {
        icon: "clock",
        title: "Timesheets chased every Friday",
        body: "Consultants log hours late or not at all, so utilisation is a guess and invoices wait for the missing week.",
      },
      {
        icon: "file-text",
        title: "Scope agreed on a call, never written down",
        body: "Extra deliverables are agreed in meetings and chat, started straight away and discovered at billing time, when the client remembers it differently.",
      },
      {
        icon: "receipt",
        title: "Freelancer invoices that arrive after billing",
        body: "Subcontractor and freelancer invoices reach finance in batches after the client has been invoiced, so margin is only known at month end.",
      },
    ],
  },
  features: {
    title: "From signed SOW to paid invoice",
    lead: "Scope, people and billing on one engagement record, so the numbers are current while there is still time to act on them.",
    items: [
      {
        eyebrow: "Scope changes",
        title: "Change requests priced and signed before the work starts",
        body: "When a client asks for something outside the SOW, the lead logs it with an estimate. Aden prices it from the rate card, routes it for internal approval and sends it for the client's signature, then updates the budget and the deal.",
        points: [
          "Requests logged with an estimate in hours and cost",
          "Internal approval, then the client's signature through DocuSign",
          "SOW, budget and CRM deal value updated once signed",
        ],
        visual: {
          kind: "approval-queue",
          title: "Services · Change requests",
          label:
            "A change-request queue in Aden: one request with work logged before approval, one waiting for the client's signature and two signed and added to their statements of work.",
          heading: "Change requests",
          tabs: ["Open", "Signed", "Declined"],
          items: [
            {
              ref: "CR-118",
              title: "Harbor Health · 2 extra cut-downs",
              meta: "Raised by M. Osei · 14 h estimated",
              amount: "$4,200.00",
              status: "flagged",
              note: "6 h already logged on Feb 4, before approval",
            },
            {
              ref: "CR-117",
              title: "Northfield Utility · added rate class",
              meta: "Sent to the client Feb 3",
              amount: "$12,400.00",
              status: "pending",
              note: "Waiting for the client's signature in DocuSign",
            },
            {
              ref: "CR-115",
              title: "Lakeside Schools · survey translation",
              meta: "Signed Jan 30 · SOW v3",
              amount: "$3,150.00",
              status: "approved",
            },
            {
              ref: "CR-114",
              title: "Harbor Health · second shoot day",
              meta: "Signed Jan 27 · SOW v2",
              amount: "$8,900.00",
              status: "approved",
            },
          ],
        },
      },
      {
        eyebrow: "Resourcing",
        title: "Who is on what, and who is free, for the next six weeks",
        body: "Allocations per person and engagement sit beside signed work and the pipeline, so the practice lead sees bench time and over-allocation weeks ahead, and open roles on signed work don't wait for a meeting.",
        points: [
          "Allocations per person and engagement, week by week",
          "Bench time and over-allocation flagged before they happen",
          "Open roles on signed work visible to the whole practice",
        ],
        visual: {
          kind: "schedule",
          title: "Services · Team plan",
          label:
            "A six-week team plan in Aden: three consultants allocated to client engagements with their progress, one person coming off an engagement in week nine and an unfilled data analyst role on signed work.",
          heading: "Team plan · next six weeks",
          periods: ["W7", "W8", "W9", "W10", "W11", "W12"],
          today: 0.4,
          rows: [
            {
              label: "Maya Osei",
              meta: "Harbor Health · 80%",
              start: 0,
              span: 4,
              tone: "brand",
              progress: 45,
            },
            {
              label: "Tom Becker",
              meta: "Northfield · 60%",
              start: 0,
              span: 5,
              tone: "mint",
              progress: 30,
            },
            {
              label: "Ana Ruiz",
              meta: "Lakeside · ends W8",
              start: 0,
              span: 2,
              tone: "brand",
              progress: 70,
            },
            {
              label: "Open: data analyst",
              meta: "Northfield phase 2",
              start: 2,
              span: 4,
              tone: "amber",
            },
          ],
        },
      },
      {
        eyebrow: "Billing",
        title: "Invoices drafted from approved time, milestones and costs",
        body: "At each billing date Aden gathers the approved time and costs for the engagement, applies the SOW's rate card, caps and milestones, and drafts the invoice for the lead to review before it goes out and posts to the ledger.",
        points: [
          "Time and materials, fixed-fee milestones and retainers on one engagement",
          "Rate cards and caps applied before the draft reaches a person",
          "Freelancer costs passed through with their markup, receipts attached",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Engagement billing",
          label:
            "An engagement-billing workflow in Aden: the billing date arrives, approved time and freelancer invoices are collected, an AI agent drafts the invoice against the SOW, the engagement lead reviews it and it is sent and posted to Xero.",
          heading: "Invoice · Harbor Health · February",
          steps: [
            {
              type: "trigger",
              title: "Billing date for the engagement",
              detail: "Time and materials · $60K cap",
              status: "done",
            },
            {
              type: "system",
              title: "Collect approved time and costs",
              detail: "186.5 h · 3 freelancer invoices",
              status: "done",
            },
            {
              type: "ai",
              title: "Draft the invoice",
              detail: "By SOW line · cap checked · $41,870",
              status: "done",
            },
            {
              type: "human",
              title: "Engagement lead reviews",
              detail: "Adds a note for the client",
              status: "running",
            },
            {
              type: "system",
              title: "Send and post to Xero",
              detail: "INV-3391 · due Mar 15",
              status: "queued",
            },
          ],
        },
      },
    ],
  },
  // A draft for the owner: Kai Media's quote is used on Finance & Accounting; replace this with
  // a customer's words before launch (docs/design.md, quotes).
  quote: {
    draft: true,
    text: "Our project leads used to learn they were over budget when finance closed the month. Now they see the burn every morning, and extra scope is signed before anyone starts on it.",
    attribution:
      "Director of operations, engineering consultancy, 85 employees",
  },
  caseStudy: {
    slug: "kai-media",
    title: "A production company ties every hour and invoice to its project",
  },
  connections: {
    title: "Connected to your CRM, contracts and ledger",
    lead: "Deals, signatures, files and invoices stay in the tools your team knows; Aden keeps them agreeing with each other.",
    integrations: ["hubspot", "docusign", "xero", "google-drive"],
    processes: [
      "change-order-approval",
      "timesheet-approval",
      "invoice-approval",
      "month-end-close",
    ],
  },
  related: {
    title: "Works well with",
    lead: "Engagements share people and money with the rest of the business.",
    slugs: ["accounting", "project-management", "workforce"],
  },
  faq: [
    {
      question: "Does Aden replace our PSA or time-tracking tool?",
      answer:
        "It can hold time, engagements and resourcing for firms that don't have one, or work beside a tool you keep by reading approved time from it. Either way, scope changes, supplier costs and billing move through Aden.",
    },
    {
      question: "Which billing models does it support?",
      answer:
        "Time and materials with rate cards and caps, fixed-fee milestones, retainers drawn down each month and pass-through expenses with markup, mixed on one engagement when the SOW says so.",
    },
    {
      question: "How is utilisation calculated?",
      answer:
        "Billable hours divided by available hours for each person, with holidays and leave taken out. You choose whether internal projects and pre-sales count, and the definition is shown beside the figure.",
    },
    {
      question: "Can freelancers send invoices without an account?",
      answer:
        "Yes. They email invoices to one address. Aden reads each one, matches it to the booking on the engagement and sends it for approval to the person who booked the work.",
    },
  ],
  cta: {
    title: "See this month's margin before month end",
    lead: "Start free with one engagement's time and costs, or book a call and we will map your SOW-to-invoice flow with you.",
  },
} satisfies SolutionPageInput;
