import type { SolutionPageInput } from "../schema";

export default {
  slug: "workforce",
  icon: "users",
  summary:
    "Timesheets, crew schedules and onboarding, from the field to payroll.",
  seo: {
    title: "Workforce: timesheets, crew scheduling and onboarding",
    description:
      "Aden collects field hours, checks them against schedules and overtime rules, schedules crews by skill and certification, and onboards new hires into payroll.",
  },
  hero: {
    title:
      "Hours from the field to payroll, checked against the schedule on the way",
    lead: "Crews submit hours from a phone or a photo of the paper sheet. Aden codes every hour to the job, checks it against the schedule, overtime and break rules, and supervisors approve their crew in one pass, so payroll starts Monday with clean hours.",
    visual: {
      kind: "approval-queue",
      title: "Workforce · Timesheets",
      label:
        "A timesheet approval queue in Aden for the week ending February 7: one crew flagged for unapproved overtime, one cleared by Aden, service technicians waiting on open tickets and the shop crew approved.",
      heading: "Timesheets · week ending Feb 7",
      tabs: ["Flagged", "Ready", "Approved"],
      items: [
        {
          ref: "TS-0207-14",
          title: "Ortega crew · 6 people",
          meta: "J-2417 · 3 cost codes",
          amount: "238.5 h",
          status: "flagged",
          note: "R. Diaz: 11.5 h on Thursday with no overtime approval",
        },
        {
          ref: "TS-0207-09",
          title: "Webb crew · 4 people",
          meta: "J-2398 · 2 cost codes",
          amount: "160.0 h",
          status: "auto",
          note: "Every hour matches the schedule and the gate log",
        },
        {
          ref: "TS-0207-11",
          title: "Service technicians · 8 people",
          meta: "22 service calls",
          amount: "312.0 h",
          status: "pending",
          note: "2 tickets still open: their hours wait for the ticket",
        },
        {
          ref: "TS-0207-03",
          title: "Shop and yard · 5 people",
          meta: "Approved by H. Cole · Fri 4:10 pm",
          amount: "198.0 h",
          status: "approved",
        },
      ],
    },
    callout: {
      icon: "clock",
      title: "Payroll file ready, Monday 7:02",
      body: "1,146 approved hours sent to Gusto; 1 timesheet held for a decision",
    },
  },
  problems: {
    title: "Where field hours go wrong on the way to payroll",
    lead: "Most payroll errors start days earlier, on a paper sheet in a truck or a whiteboard in the yard.",
    items: [
      {
        icon: "clipboard-list",
        title: "Paper timesheets collected from trucks",
        body: "Hours are written on paper, collected at the end of the week and keyed into payroll, with cost codes guessed by the office.",
      },
      {
        icon: "timer",
        title: "Overtime found after it is paid",
        body: "Overtime and missed breaks show up in the payroll run, too late to approve, question or charge to the right job.",
      },
      {
        icon: "calendar-clock",
        title: "Crews scheduled from a whiteboard",
        body: "Who goes where tomorrow lives on a whiteboard and in texts, with no view of skills, certifications or hours already worked.",
      },
      {
        icon: "user-check",
        title: "New hires who can't start on day one",
        body: "Tax forms, I-9 documents, direct deposit and site inductions are collected by email, and a new hire waits a week for a payroll number.",
      },
    ],
  },
  features: {
    title: "From the first day to every payday",
    lead: "Hours, schedules and onboarding share one record of each person, their crew and their jobs.",
    items: [
      {
        eyebrow: "Timesheets",
        title: "Timesheets that arrive coded, checked and ready to approve",
        body: "Hours come in by worker, job and cost code. Aden checks them against the schedule, the gate log and your overtime and break rules, so supervisors approve a crew at once and open only the lines it flagged.",
        points: [
          "Hours by worker, job and cost code from a phone or a photo of paper",
          "Overtime, breaks and hours off the schedule flagged before approval",
          "Approved hours sent to payroll and job cost in the same step",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Timesheet approval",
          label:
            "A timesheet-approval workflow in Aden: a crew's hours arrive from site, an AI agent reads and codes them, a rule checks the schedule, overtime and breaks, the supervisor approves and the hours go to payroll and job cost.",
          heading: "Timesheet · Ortega crew · week 6",
          steps: [
            {
              type: "trigger",
              title: "Hours submitted from site",
              detail: "6 people · 5 by phone, 1 paper photo",
              status: "done",
            },
            {
              type: "ai",
              title: "Read and code the hours",
              detail: "238.5 h · J-2417 · 3 cost codes",
              status: "done",
            },
            {
              type: "rule",
              title: "Check schedule, overtime, breaks",
              detail: "1 day over 10 h without approval",
              status: "done",
            },
            {
              type: "human",
              title: "Supervisor approves the crew",
              detail: "Opens the 1 flagged line",
              status: "running",
            },
            {
              type: "system",
              title: "Send to payroll and job cost",
              detail: "Gusto · J-2417 labour",
              status: "queued",
            },
          ],
        },
      },
      {
        eyebrow: "Crew scheduling",
        title: "Crews scheduled by skill, certification and hours worked",
        body: "The crew board shows who is on which job, who is free and who is close to overtime. Aden only suggests people whose certifications are valid for the work and the site, and sends tomorrow's assignment to each phone.",
        points: [
          "Assignments checked against each person's certifications",
          "Weekly hours shown before anyone is booked into overtime",
          "Tomorrow's assignments sent to each person's phone at 5 pm",
        ],
        visual: {
          kind: "schedule",
          title: "Workforce · Crew board",
          label:
            "Next week's crew board in Aden: two crews on their jobs, the service technicians' on-call rotation, one journeyman who needs a refresher before energised work and the yard crew on deliveries.",
          heading: "Crew board · next week",
          periods: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
          rows: [
            {
              label: "Ortega crew",
              meta: "J-2417 · 6 people",
              start: 0,
              span: 5,
              tone: "brand",
            },
            {
              label: "Webb crew",
              meta: "J-2398 · 4 people",
              start: 0,
              span: 3,
              tone: "brand",
            },
            {
              label: "Service technicians",
              meta: "On-call rotation",
              start: 0,
              span: 6,
              tone: "mint",
            },
            {
              label: "Priya Raman",
              meta: "Needs NFPA 70E first",
              start: 2,
              span: 2,
              tone: "amber",
            },
            {
              label: "Yard crew",
              meta: "Deliveries · 3 people",
              start: 3,
              span: 2,
              tone: "ink",
            },
          ],
        },
      },
      {
        eyebrow: "Onboarding",
        title: "New hires ready to work on their first day",
        body: "Send one link with the offer. Aden collects the tax forms, I-9 documents and direct deposit details, checks what is missing, books the site induction and the cards the role needs, and adds the person to payroll and the crew board.",
        points: [
          "Offer, tax forms and I-9 documents collected through one link",
          "Inductions and required cards booked before the start date",
          "Added to payroll and the crew board once everything is in",
        ],
        visual: {
          kind: "certification-roster",
          title: "Workforce · Onboarding",
          label:
            "An onboarding tracker in Aden for four new hires: tax forms, I-9, direct deposit and site induction for each, with one I-9 overdue and two inductions booked.",
          heading: "Starting this month",
          legend: ["Done", "Due", "Overdue"],
          certificates: ["W-4", "I-9", "Direct dep.", "Induction"],
          people: [
            {
              name: "Jamal Carter",
              role: "Laborer · starts Feb 10",
              cells: [
                { status: "valid", text: "Done" },
                { status: "valid", text: "Done" },
                { status: "valid", text: "Done" },
                { status: "none", text: "Booked" },
              ],
            },
            {
              name: "Elena Sokolova",
              role: "Apprentice · Feb 10",
              cells: [
                { status: "valid", text: "Done" },
                { status: "expired", text: "Overdue" },
                { status: "expiring", text: "Due Feb 7" },
                { status: "none", text: "Booked" },
              ],
            },
            {
              name: "Noah Bennett",
              role: "Service tech · Feb 17",
              cells: [
                { status: "valid", text: "Done" },
                { status: "expiring", text: "Due Feb 17" },
                { status: "valid", text: "Done" },
                { status: "none", text: "—" },
              ],
            },
            {
              name: "Grace Kim",
              role: "Estimator · Feb 24",
              cells: [
                { status: "expiring", text: "Due Feb 20" },
                { status: "none", text: "—" },
                { status: "none", text: "—" },
                { status: "none", text: "—" },
              ],
            },
          ],
        },
      },
    ],
  },
  // A draft for the owner: the case studies don't quote a payroll team; replace with a
  // customer's words before launch (docs/design.md, quotes).
  quote: {
    draft: true,
    text: "Payroll used to start with a Monday of phone calls about missing sheets and guessed cost codes. Now supervisors approve their crews on Friday and I open the three lines Aden flagged.",
    attribution: "Payroll manager, site services contractor, 300 employees",
  },
  caseStudy: {
    slug: "tc-boiler",
    title: "Cleaner timesheets on payroll day at a mechanical contractor",
  },
  connections: {
    title: "Connected to payroll and the field",
    lead: "Hours start on site and end in payroll. Aden connects both ends and the job cost in between.",
    integrations: ["gusto", "procore", "slack"],
    processes: [
      "timesheet-approval",
      "certification-renewal",
      "safety-incident-reporting",
    ],
  },
  related: {
    title: "Works well with",
    lead: "People, their cards and their hours feed the rest of the business.",
    slugs: ["module-training", "project-management", "accounting"],
  },
  faq: [
    {
      question: "How do crews without smartphones submit hours?",
      answer:
        "A foreman can submit for the whole crew, or anyone can photograph a paper timesheet. Aden reads the photo, codes the hours to the job and flags anything it is unsure of for the supervisor.",
    },
    {
      question: "Which payroll systems does it work with?",
      answer:
        "Aden sends approved hours to Gusto directly and produces a payroll file for other providers. Pay rates, taxes and deductions stay in your payroll system.",
    },
    {
      question: "Can it apply union and prevailing wage rules?",
      answer:
        "Yes. Overtime, shift premiums, travel time and classification rates are set per agreement or contract, and Aden applies them when it checks each timesheet.",
    },
    {
      question: "Does scheduling know who is certified for what?",
      answer:
        "Yes. When the Training & Certification module holds the register, the crew board only suggests people whose cards are valid for the work and the site.",
    },
  ],
  cta: {
    title: "Take one crew's timesheets off paper",
    lead: "Start free with one crew, or book a call and we will map your hours, rules and payroll export with you.",
  },
} satisfies SolutionPageInput;
