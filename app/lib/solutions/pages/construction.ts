import type { SolutionPageInput } from "../schema";

export default {
  slug: "construction",
  icon: "hard-hat",
  summary:
    "From preconstruction to closeout, with the office and field in sync.",
  seo: {
    title: "Construction: field hours, change orders and pay apps",
    description:
      "Aden connects field and office for general and specialty contractors: daily hours, change orders, subcontractor compliance and pay apps on one job record.",
  },
  hero: {
    title: "One job record, from the daily report to the pay application",
    lead: "Hours, change orders, subcontractor paperwork and supplier invoices reach the job as they happen. Project managers see cost against budget while the work is running, and the office builds the pay app from what was actually put in place.",
    visual: {
      kind: "schedule",
      title: "Projects · J-2417 look-ahead",
      label:
        "A six-week look-ahead schedule in Aden for job J-2417, Riverside Medical Office: framing, MEP rough-in, inspections, ceiling grid, finishes and punch list, with progress on each and today's line in week 17.",
      heading: "J-2417 · Riverside Medical Office, level 2",
      periods: ["W14", "W15", "W16", "W17", "W18", "W19", "W20"],
      today: 3.4,
      rows: [
        {
          label: "Framing and drywall",
          meta: "Self-performed · 6 crew",
          start: 0,
          span: 3,
          tone: "brand",
          progress: 100,
        },
        {
          label: "MEP rough-in",
          meta: "Halvorsen Electric",
          start: 1,
          span: 3,
          tone: "brand",
          progress: 82,
        },
        {
          label: "Above-ceiling inspection",
          meta: "City of Fairview",
          start: 3.5,
          span: 0.8,
          tone: "amber",
        },
        {
          label: "Ceiling grid",
          meta: "Summit Acoustics",
          start: 4,
          span: 1.5,
          tone: "mint",
          progress: 0,
        },
        {
          label: "Paint and finishes",
          meta: "Self-performed",
          start: 5,
          span: 2,
          tone: "ink",
        },
      ],
    },
    callout: {
      icon: "file-signature",
      title: "CO-014 signed by the owner",
      body: "$18,240 added to the budget and the schedule of values",
    },
  },
  problems: {
    title: "Where construction margin leaks between field and office",
    lead: "None of these is a crisis on its own. Together they are why job cost is a month behind and pay apps take a week to assemble.",
    items: [
      {
        icon: "clipboard-list",
        title: "Daily reports that stay in the truck",
        body: "Foremen fill out paper dailies and text photos to the project manager; hours and quantities reach job cost a week later, if at all.",
      },
      {
        icon: "file-signature",
        title: "Extra work done before it is priced",
        body: "Changes agreed on site go unrecorded until the pay app, and the conversation with the owner starts from memory instead of a signed change order.",
      },
      {
        icon: "shield-check",
        title: "Subcontractor paperwork that lapses quietly",
        body: "Certificates of insurance, licences and W-9s live in email. A lapsed COI is found when an auditor asks, not before the sub mobilises.",
      },
      {
        icon: "receipt",
        title: "Pay apps rebuilt from spreadsheets",
        body: "The G702 and G703 are assembled by hand each month from the schedule of values, stored materials and retainage, then checked line by line against the field.",
      },
    ],
  },
  features: {
    title: "The paperwork follows the work",
    lead: "Four flows that construction teams turn on first, each one connected to the same job record.",
    items: [
      {
        eyebrow: "Field to office",
        title: "Hours and dailies coded to the job from a phone",
        body: "Foremen submit hours against the job and cost code, or photograph the paper sheet when there is no signal. Aden reads it, checks it against the schedule and the overtime rules, and the superintendent approves the crew as a batch.",
        points: [
          "Timesheet photos read into hours by worker, job and cost code",
          "Overtime, missing breaks and hours off-schedule flagged before approval",
          "Approved hours post to job cost and to payroll in the same step",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Daily hours",
          label:
            "A daily-hours workflow in Aden: a foreman's daily report arrives, an AI agent reads the timesheet photo, a rule checks overtime, the superintendent approves and hours post to job cost and payroll.",
          heading: "Daily hours · J-2417 · Tuesday",
          steps: [
            {
              type: "trigger",
              title: "Daily report submitted",
              detail: "Foreman J. Alvarez · 7 crew",
              status: "done",
            },
            {
              type: "ai",
              title: "Read the timesheet photo",
              detail: "56.5 h across 3 cost codes",
              status: "done",
            },
            {
              type: "rule",
              title: "Check schedule and overtime",
              detail: "1 worker over 10 h: flagged",
              status: "done",
            },
            {
              type: "human",
              title: "Superintendent approves",
              detail: "Batch of 7 · 1 line opened",
              status: "running",
            },
            {
              type: "system",
              title: "Post to job cost and payroll",
              detail: "Procore timecards · Gusto",
              status: "queued",
            },
          ],
        },
      },
      {
        eyebrow: "Change orders",
        title: "Extra work priced and signed while the crew is on site",
        body: "A foreman logs the change with photos. The project manager prices it from the estimate, approves it internally and sends it to the owner for signature, and the budget and schedule of values update once it is signed.",
        points: [
          "Change requests from the field with photos, location and crew time",
          "Pricing from your labour rates and material costs, with markup",
          "Signatures through DocuSign; budgets and the SOV update on signature",
        ],
        visual: {
          kind: "approval-queue",
          title: "Projects · Change orders",
          label:
            "A change-order queue in Aden for job J-2417: one change priced and waiting for the owner's signature, one missing a price, one signed and one pending internal approval.",
          heading: "Change orders · J-2417",
          tabs: ["Open", "Signed", "Void"],
          items: [
            {
              ref: "CO-015",
              title: "Relocate 4 floor boxes · suite 210",
              meta: "Raised by J. Alvarez · 2 photos",
              amount: "$6,780.00",
              status: "flagged",
              note: "Labour priced, conduit and boxes still missing",
            },
            {
              ref: "CO-016",
              title: "Owner-requested glass partition",
              meta: "Sent for signature · Feb 3",
              amount: "$24,150.00",
              status: "pending",
              note: "Waiting for the owner's signature in DocuSign",
            },
            {
              ref: "CO-014",
              title: "Add 6 fire dampers · L2 corridor",
              meta: "Signed Feb 1 · SOV line 15-300",
              amount: "$18,240.00",
              status: "approved",
            },
            {
              ref: "CO-013",
              title: "Credit: delete wall base in storage",
              meta: "Signed Jan 27",
              amount: "−$1,120.00",
              status: "approved",
            },
          ],
        },
      },
      {
        eyebrow: "Subcontractor compliance",
        title: "No sub on site with a lapsed certificate",
        body: "Aden collects each subcontractor's insurance, licences and tax forms, reads the expiry dates and limits, and asks for renewals before they lapse. Project managers see at a glance who is cleared to mobilise.",
        points: [
          "COIs checked for limits, additional insured and expiry",
          "Renewal requests sent 30 days ahead, with a reminder at 7",
          "A sub with a lapsed document is held from new work orders",
        ],
        visual: {
          kind: "certification-roster",
          title: "Compliance · Subcontractors",
          label:
            "A subcontractor compliance register in Aden: five subcontractors against certificate of insurance, licence, W-9 and safety plan, with one insurance certificate expiring and one lapsed.",
          heading: "Subcontractors on J-2417",
          certificates: ["COI", "Licence", "W-9", "Safety plan"],
          people: [
            {
              name: "Halvorsen Electric",
              role: "Electrical · 14 crew",
              cells: [
                { status: "valid", text: "Sep 27" },
                { status: "valid", text: "Jun 27" },
                { status: "valid", text: "On file" },
                { status: "valid", text: "Rev 3" },
              ],
            },
            {
              name: "Summit Acoustics",
              role: "Ceilings · 5 crew",
              cells: [
                { status: "expiring", text: "Feb 28" },
                { status: "valid", text: "Nov 26" },
                { status: "valid", text: "On file" },
                { status: "valid", text: "Rev 1" },
              ],
            },
            {
              name: "Bayside Mechanical",
              role: "HVAC · 9 crew",
              cells: [
                { status: "valid", text: "Jul 27" },
                { status: "valid", text: "Mar 28" },
                { status: "valid", text: "On file" },
                { status: "none", text: "Missing" },
              ],
            },
            {
              name: "Ortega Concrete",
              role: "Concrete · 11 crew",
              cells: [
                { status: "expired", text: "Jan 31" },
                { status: "valid", text: "Aug 27" },
                { status: "valid", text: "On file" },
                { status: "valid", text: "Rev 2" },
              ],
            },
          ],
        },
      },
      {
        eyebrow: "Pay applications",
        title: "Pay apps built from the work actually in place",
        body: "Aden prepares the continuation sheet from the schedule of values, the percent complete the field reports and stored materials, applies retainage line by line, and flags the lines that don't agree with job cost before the pay app goes out.",
        points: [
          "G703 continuation sheet from the SOV, change orders included",
          "Retainage per line and per subcontract, held and released",
          "Lines billed ahead of cost to date flagged for the project manager",
        ],
        visual: {
          kind: "kpi-dashboard",
          title: "Billing · Pay application 7",
          label:
            "Pay application 7 for job J-2417 in Aden: scheduled value, work completed and stored, retainage and the payment due, with completed and billed value by month and two lines flagged.",
          heading: "Pay app #7 · J-2417 · period to Jan 31",
          badge: "Draft",
          kpis: [
            { label: "Scheduled value", value: "$4.82M", note: "incl. 6 COs" },
            {
              label: "Completed & stored",
              value: "$2.96M",
              note: "61.4% complete",
            },
            { label: "Retainage held", value: "$296K", note: "10% per line" },
            {
              label: "Payment due",
              value: "$412.6K",
              note: "ready for review",
              tone: "good",
            },
          ],
          chart: {
            title: "Completed vs billed, by month",
            legend: ["Completed", "Billed"],
            bars: [
              { label: "Aug", value: 14, compare: 12 },
              { label: "Sep", value: 27, compare: 25 },
              { label: "Oct", value: 41, compare: 39 },
              { label: "Nov", value: 50, compare: 49 },
              { label: "Dec", value: 56, compare: 55 },
              { label: "Jan", value: 64, compare: 61 },
            ],
          },
          rows: [
            {
              label: "16-100 Electrical",
              meta: "Billed 71% · cost 58%",
              value: "Check",
              tone: "watch",
            },
            {
              label: "10-200 Stored materials",
              meta: "No delivery ticket",
              value: "$42,300",
              tone: "risk",
            },
          ],
        },
      },
    ],
  },
  quote: { draft: false, caseStudy: "tc-boiler" },
  caseStudy: {
    slug: "tc-boiler",
    title: "A mechanical contractor put field and office on one record",
  },
  connections: {
    title: "Works with Procore, your ledger and your payroll",
    lead: "Aden moves the work between the systems your project teams, accountants and payroll already use, so nobody types it in twice.",
    integrations: [
      "procore",
      "docusign",
      "quickbooks-online",
      "gusto",
      "microsoft-teams",
      "google-drive",
    ],
    processes: [
      "change-order-approval",
      "subcontractor-onboarding",
      "timesheet-approval",
      "safety-incident-reporting",
    ],
  },
  related: {
    title: "The modules construction teams start with",
    lead: "Each runs on its own; together they share one record of every job.",
    slugs: [
      "project-management",
      "contracting",
      "accounting",
      "module-training",
    ],
  },
  faq: [
    {
      question: "Does Aden replace Procore?",
      answer:
        "No. Procore stays where your project team manages drawings, RFIs and submittals. Aden connects to it so subcontractors, change orders, timecards and incidents move between Procore, your accounting system and payroll without re-keying.",
    },
    {
      question: "Can Aden prepare G702 and G703 pay applications?",
      answer:
        "Aden prepares the continuation sheet from your schedule of values, the percent complete reported by the field and stored materials, applies retainage per line and produces the application for review and signature in the format your contract requires.",
    },
    {
      question: "How does it handle certified payroll on public jobs?",
      answer:
        "Approved hours carry the job, the worker's classification and the fringe rate, so Aden can prepare the weekly certified payroll report for review before it is submitted, with the timesheets behind every line.",
    },
    {
      question: "What about crews working without signal?",
      answer:
        "Foremen can photograph a paper daily or timesheet when they are back in coverage. Aden reads it, codes it to the job and flags anything it is unsure of for the superintendent to confirm.",
    },
    {
      question: "How do we roll it out without slowing the jobs down?",
      answer:
        "Start with one process on one job, usually timesheets or change orders, in review mode. Crews keep working as they do; the office checks Aden's work before it acts on its own, and then the next job joins.",
    },
  ],
  cta: {
    title: "Bring one job onto Aden",
    lead: "Start free with one job's timesheets and change orders, or book a call and we will map your pay-app process with you.",
  },
} satisfies SolutionPageInput;
