import type { SolutionPageInput } from "../schema";

export default {
  slug: "project-management",
  icon: "kanban",
  summary: "Schedules, budgets and field updates in one live plan.",
  seo: {
    title: "Project Management: schedules, budgets and field updates",
    description:
      "Aden keeps each job's schedule, budget and field updates in one live plan: daily reports summarised, RFIs and submittals chased, and cost to complete kept current.",
  },
  hero: {
    title:
      "A live plan for every job: schedule, budget and what happened on site today",
    lead: "Daily reports, hours, change orders and supplier invoices update the job as they arrive. Project managers see cost to complete and the look-ahead in one place, and owners get a weekly update that Aden drafts from the record.",
    visual: {
      kind: "kpi-dashboard",
      title: "Projects · J-2398",
      label:
        "A job dashboard in Aden for J-2398, Fairview Library renovation: percent complete against plan, cost to complete, open RFIs and change orders, with actual and planned progress by month and an overdue RFI and a returned submittal listed.",
      heading: "J-2398 · Fairview Library renovation",
      badge: "Week 22",
      kpis: [
        {
          label: "Percent complete",
          value: "58%",
          note: "planned 61%",
          tone: "watch",
        },
        {
          label: "Cost to complete",
          value: "$1.06M",
          note: "forecast margin 11.8%",
        },
        {
          label: "Open RFIs",
          value: "7",
          note: "2 overdue",
          tone: "risk",
        },
        {
          label: "Change orders",
          value: "$96.4K",
          note: "4 signed · 2 pending",
        },
      ],
      chart: {
        title: "Actual vs planned progress, by month",
        legend: ["Actual", "Planned"],
        bars: [
          { label: "Jul", value: 6, compare: 8 },
          { label: "Aug", value: 15, compare: 17 },
          { label: "Sep", value: 26, compare: 27 },
          { label: "Oct", value: 37, compare: 38 },
          { label: "Nov", value: 45, compare: 47 },
          { label: "Dec", value: 51, compare: 54 },
          { label: "Jan", value: 58, compare: 61 },
        ],
      },
      rows: [
        {
          label: "RFI-031 · Roof drain location",
          meta: "Architect · 9 days open",
          value: "Overdue",
          tone: "risk",
        },
        {
          label: "Submittal 08-410 · Storefront",
          meta: "Revise and resubmit",
          value: "Due Feb 12",
          tone: "watch",
        },
      ],
    },
    callout: {
      icon: "sparkles",
      title: "Owner update drafted",
      body: "Week 22 summary from 5 dailies, 2 RFIs and CO-009, ready to send",
    },
  },
  problems: {
    title: "What keeps project managers in the office after dark",
    lead: "The job is moving on site. The paperwork that describes it moves slower, and decisions wait for it.",
    items: [
      {
        icon: "clipboard-list",
        title: "Daily reports nobody has time to read",
        body: "Superintendents write dailies every evening; the project manager skims them on Friday, and the delay buried in them surfaces two weeks later.",
      },
      {
        icon: "clock",
        title: "RFIs and submittals chased by email",
        body: "Open questions to the architect sit in inboxes without owners or due dates, until the work that depends on them stops.",
      },
      {
        icon: "chart-column",
        title: "Budget known at month end",
        body: "Cost to complete is rebuilt from the accounting report once a month, so overruns are found after the money is spent.",
      },
      {
        icon: "calendar-clock",
        title: "Look-aheads retyped every Monday",
        body: "Three-week look-aheads are copied from the master schedule by hand each week, and the crews' real progress is a guess.",
      },
      {
        icon: "file-text",
        title: "Owner updates written from scratch",
        body: "Weekly owner reports are pieced together from photos, dailies and the schedule, late on Friday afternoon.",
      },
      {
        icon: "users",
        title: "Subs working from last week's plan",
        body: "Subcontractors get schedule updates as PDFs to a distribution list, and work from whichever version they opened.",
      },
    ],
  },
  features: {
    title: "The job record that writes itself",
    lead: "Dailies, the look-ahead and open questions all update the same plan, so the project manager manages instead of transcribing.",
    items: [
      {
        eyebrow: "Daily reports",
        title: "Daily reports turned into schedule updates and decisions",
        body: "Superintendents send photos, voice notes and hours from the site. Aden writes them up as a daily report, pulls out delays, safety notes and extra work, and compares progress with the look-ahead before the project manager opens it.",
        points: [
          "Photos, voice notes and hours from the site in one daily report",
          "Delays, safety notes and extra work pulled out for the project manager",
          "The look-ahead and the owner update changed by what actually happened",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Daily report",
          label:
            "A daily-report workflow in Aden: the superintendent submits photos and notes, an AI agent writes them up, a rule compares progress with the look-ahead, the project manager reviews two items and the schedule is updated.",
          heading: "Daily report · J-2398 · Tuesday",
          steps: [
            {
              type: "trigger",
              title: "Superintendent submits the day",
              detail: "14 photos · 3 voice notes · 9 crew",
              status: "done",
            },
            {
              type: "ai",
              title: "Write up and tag the report",
              detail: "Rain delay 2 h · 1 safety note",
              status: "done",
            },
            {
              type: "rule",
              title: "Compare with the look-ahead",
              detail: "Roofing 1 day behind",
              status: "done",
            },
            {
              type: "human",
              title: "Project manager reviews",
              detail: "2 items need a decision",
              status: "running",
            },
            {
              type: "system",
              title: "Update schedule and daily log",
              detail: "Procore daily log · owner update",
              status: "queued",
            },
          ],
        },
      },
      {
        eyebrow: "Look-ahead",
        title: "A look-ahead that updates itself from the field",
        body: "Aden builds the three-week look-ahead from the master schedule and keeps it in step with the dailies. Activities held up by an open RFI or a missing submittal are flagged while there is still time to resequence the work.",
        points: [
          "Look-aheads drawn from the master schedule and kept in step",
          "Activities blocked by an open RFI or submittal flagged early",
          "Each subcontractor sees their own activities, not a PDF",
        ],
        visual: {
          kind: "schedule",
          title: "Projects · Look-ahead",
          label:
            "A six-week look-ahead in Aden for job J-2398: roofing under way, storefront glazing waiting on a submittal, interior framing, fire sprinkler rough-in and the owner walk-through, with today's line in the second week.",
          heading: "Look-ahead · J-2398",
          periods: ["W20", "W21", "W22", "W23", "W24", "W25"],
          today: 1.3,
          rows: [
            {
              label: "Roofing",
              meta: "Apex Roofing",
              start: 0,
              span: 2.5,
              tone: "brand",
              progress: 70,
            },
            {
              label: "Interior framing",
              meta: "Self-performed",
              start: 1,
              span: 3,
              tone: "brand",
              progress: 20,
            },
            {
              label: "Storefront glazing",
              meta: "Submittal returned",
              start: 2,
              span: 2,
              tone: "amber",
            },
            {
              label: "Sprinkler rough-in",
              meta: "Bayside Fire",
              start: 2.5,
              span: 2,
              tone: "mint",
            },
            {
              label: "Owner walk-through",
              meta: "Milestone",
              start: 5,
              span: 0.6,
              tone: "ink",
            },
          ],
        },
      },
      {
        eyebrow: "RFIs and submittals",
        title: "Every open question with an owner, a due date and a reminder",
        body: "Aden tracks whose court each RFI and submittal is in, reminds the architect or subcontractor before it holds up work, and links every answer to the drawings and activities it changes.",
        points: [
          "Ball-in-court and due dates on every RFI and submittal",
          "Reminders sent before a question holds up the work",
          "Answers linked to the drawings and activities they change",
        ],
        visual: {
          kind: "approval-queue",
          title: "Projects · RFIs and submittals",
          label:
            "A list of open RFIs and submittals in Aden for job J-2398: an overdue RFI holding up roofing, a returned storefront submittal, an open hardware RFI and one RFI answered.",
          heading: "Waiting on others",
          tabs: ["Open", "Overdue", "Closed"],
          items: [
            {
              ref: "RFI-031",
              title: "Roof drain location at grid C-4",
              meta: "Architect · asked Jan 29",
              amount: "9 days",
              status: "flagged",
              note: "Roofing at C-4 on hold until it is answered",
            },
            {
              ref: "SUB-08-410",
              title: "Aluminium storefront shop drawings",
              meta: "Clearview Glass · revise and resubmit",
              amount: "Due Feb 12",
              status: "pending",
              note: "Reminder sent to Clearview Glass this morning",
            },
            {
              ref: "RFI-033",
              title: "Door hardware set 4 conflict",
              meta: "Owner · asked Feb 3",
              amount: "4 days",
              status: "pending",
            },
            {
              ref: "RFI-029",
              title: "Slab edge detail at the reading room",
              meta: "Answered Feb 1 · ASI-006",
              amount: "Closed",
              status: "approved",
            },
          ],
        },
      },
    ],
  },
  quote: { draft: false, caseStudy: "tc-boiler" },
  caseStudy: {
    slug: "tc-boiler",
    title: "Field and office working from the same job record",
  },
  connections: {
    title: "Works with Procore and the tools on site",
    lead: "Your project team keeps its tools; Aden keeps them agreeing with each other and with the numbers in accounting.",
    integrations: ["procore", "microsoft-teams", "sharepoint", "google-drive"],
    processes: [
      "change-order-approval",
      "safety-incident-reporting",
      "timesheet-approval",
    ],
  },
  related: {
    title: "Works well with",
    lead: "A job's plan draws on money, contracts and people. These modules feed it.",
    slugs: ["accounting", "contracting", "workforce", "construction"],
  },
  faq: [
    {
      question: "Does Aden replace our scheduling software?",
      answer:
        "No. Keep the master schedule in the tool your schedulers use. Aden reads it, builds the look-aheads and feeds progress from the field back, so the two stay in step.",
    },
    {
      question: "Does it work with Procore?",
      answer:
        "Yes. Daily logs, RFIs, submittals and change orders can stay in Procore. Aden reads and updates them, and connects them to cost, payroll and the ledger outside Procore.",
    },
    {
      question: "How is cost to complete worked out?",
      answer:
        "From the budget, committed cost on subcontracts and purchase orders, actual cost posted to date and the percent complete reported by the field. The project manager can override any line's forecast, with a note that stays on the record.",
    },
    {
      question: "Can owners and architects take part without an account?",
      answer:
        "Yes. They receive the weekly update and the RFIs addressed to them by email, and their answers come back into the job record.",
    },
  ],
  cta: {
    title: "Put one job's dailies through Aden",
    lead: "Start free with one job, or book a call and we will connect your schedule, dailies and budget with you.",
  },
} satisfies SolutionPageInput;
