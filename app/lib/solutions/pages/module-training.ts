import type { SolutionPageInput } from "../schema";

export default {
  slug: "module-training",
  icon: "graduation-cap",
  summary:
    "Courses, certifications and renewals tracked for every crew member.",
  seo: {
    title: "Training & Certification: every card and renewal tracked",
    description:
      "Aden keeps a register of every certificate, licence and course your people need, reminds them before anything lapses and reads renewed cards as they arrive.",
  },
  hero: {
    title:
      "Every OSHA card, licence and CEU tracked, with renewals booked before they lapse",
    lead: "Aden builds a register of who holds what from the certificates you already have, sets the requirements for each role and site, and reminds people and their managers ahead of every expiry. Renewed cards are read, checked and filed as they come in.",
    visual: {
      kind: "certification-roster",
      title: "Training · Certification register",
      label:
        "A certification register in Aden for a field crew: five people against OSHA 30, first aid and CPR, NFPA 70E and aerial lift, with one first-aid card expiring, one NFPA 70E lapsed and one course booked.",
      heading: "Field crew · North region",
      certificates: ["OSHA 30", "First aid/CPR", "NFPA 70E", "Aerial lift"],
      people: [
        {
          name: "Marcus Webb",
          role: "Foreman · Electrical",
          cells: [
            { status: "valid", text: "On file" },
            { status: "expiring", text: "Mar 14" },
            { status: "valid", text: "Nov 26" },
            { status: "valid", text: "Aug 27" },
          ],
        },
        {
          name: "Priya Raman",
          role: "Journeyman",
          cells: [
            { status: "valid", text: "On file" },
            { status: "valid", text: "Oct 26" },
            { status: "expired", text: "Jan 20" },
            { status: "valid", text: "May 27" },
          ],
        },
        {
          name: "Luis Ortega",
          role: "Apprentice, year 2",
          cells: [
            { status: "none", text: "Booked" },
            { status: "valid", text: "Jun 26" },
            { status: "valid", text: "Dec 26" },
            { status: "none", text: "—" },
          ],
        },
        {
          name: "Hannah Cole",
          role: "Safety lead",
          cells: [
            { status: "valid", text: "On file" },
            { status: "valid", text: "Jul 27" },
            { status: "valid", text: "Sep 26" },
            { status: "valid", text: "Apr 28" },
          ],
        },
        {
          name: "Devon Price",
          role: "Lift operator",
          cells: [
            { status: "valid", text: "On file" },
            { status: "expiring", text: "Feb 28" },
            { status: "none", text: "—" },
            { status: "valid", text: "Jan 28" },
          ],
        },
      ],
    },
    callout: {
      icon: "bell-ring",
      title: "Refresher booked for Priya R.",
      body: "NFPA 70E on Feb 18; kept off energised work until then",
    },
  },
  problems: {
    title: "How certifications lapse in a company that cares about them",
    lead: "Nobody decides to let a card expire. It happens because the information is in five places and the reminder depends on one person.",
    items: [
      {
        icon: "file-text",
        title: "Cards in a binder, a drive and a phone",
        body: "Cards and course certificates are scattered across HR files, site binders and photos on people's phones, and nobody holds the full picture.",
      },
      {
        icon: "calendar-clock",
        title: "Expiry found at the gate",
        body: "A lapsed card is discovered when a client's safety manager checks it on site, and the worker is sent home for the day.",
      },
      {
        icon: "award",
        title: "CEUs counted at renewal time",
        body: "Continuing education hours for licensed staff are totalled in the last month of the cycle, when there is no time left to earn the missing ones.",
      },
      {
        icon: "users",
        title: "Requirements that differ by role and site",
        body: "Each client, site and role asks for a different set of cards, and the matrix lives in one person's head.",
      },
    ],
  },
  features: {
    title: "A register that keeps itself current",
    lead: "Reminders, bookings and new certificates all update the same record, so the answer to who is cleared is always one click away.",
    items: [
      {
        eyebrow: "Renewals",
        title: "Renewals requested, booked and filed without a spreadsheet",
        body: "Aden watches every expiry date against the requirements for each person's role and site. It reminds the holder and their manager, tracks the booking, reads the new certificate when it arrives and files it where your auditors expect it.",
        points: [
          "Reminders to the person and their manager at 60, 30 and 7 days",
          "New cards read, checked against the requirement and filed to SharePoint",
          "People with a lapsed card flagged before they are scheduled on a job",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Certification renewal",
          label:
            "A certification-renewal workflow in Aden: an expiry is 60 days away, reminders go out in Teams, the refresher is booked and approved, an AI agent reads the new certificate and the register is updated.",
          heading: "NFPA 70E renewal · Priya Raman",
          steps: [
            {
              type: "trigger",
              title: "Expiry in 60 days",
              detail: "NFPA 70E · expires Jan 20",
              status: "done",
            },
            {
              type: "system",
              title: "Remind holder and manager",
              detail: "Microsoft Teams · 60, 30 and 7 days",
              status: "done",
            },
            {
              type: "human",
              title: "Refresher booked",
              detail: "Feb 18 · approved by H. Cole",
              status: "done",
            },
            {
              type: "ai",
              title: "Read the new certificate",
              detail: "Waiting for the upload after the course",
              status: "running",
            },
            {
              type: "system",
              title: "File and update the register",
              detail: "SharePoint · Certificates/Electrical",
              status: "queued",
            },
          ],
        },
      },
      {
        eyebrow: "Training calendar",
        title:
          "Courses scheduled around the work, seats filled from the register",
        body: "Plan sessions for the weeks crews can spare, and Aden fills them with the people whose cards expire first. Attendance and completion come back from the sign-in sheet, and the cost lands on the right cost centre.",
        points: [
          "Seats offered first to the people whose cards expire soonest",
          "Attendance read from a photo of the sign-in sheet",
          "Course fees and hours coded to the crew's cost centre or job",
        ],
        visual: {
          kind: "schedule",
          title: "Training · Calendar",
          label:
            "A six-week training calendar in Aden: OSHA 30 for new hires under way, an NFPA 70E refresher, first aid and CPR on site, and aerial lift training in March, with today's line in the second week.",
          heading: "Training sessions · February and March",
          periods: ["Feb 3", "Feb 10", "Feb 17", "Feb 24", "Mar 3", "Mar 10"],
          today: 1.6,
          rows: [
            {
              label: "OSHA 30 · new hires",
              meta: "Online · 6 seats",
              start: 0,
              span: 2.5,
              tone: "brand",
              progress: 60,
            },
            {
              label: "NFPA 70E refresher",
              meta: "Classroom · 8 of 8",
              start: 2.2,
              span: 0.6,
              tone: "amber",
            },
            {
              label: "First aid and CPR",
              meta: "On site · J-2417",
              start: 3,
              span: 0.6,
              tone: "mint",
            },
            {
              label: "Aerial lift operator",
              meta: "Yard · 4 seats",
              start: 4,
              span: 1,
              tone: "ink",
            },
          ],
        },
      },
      {
        eyebrow: "Compliance",
        title: "CEU hours and gaps visible long before an audit",
        body: "See who is cleared for which work across every site, which licences are short of continuing education hours, and where a crew is missing a card a client requires.",
        points: [
          "Clearance by role, site and client requirement at a glance",
          "CEU hours per licence against what the renewal needs",
          "A crew's certificates exported for a client or auditor in one step",
        ],
        visual: {
          kind: "kpi-dashboard",
          title: "Training · Compliance",
          label:
            "A compliance overview in Aden: the share of the crew cleared, cards expiring in 30 days, lapsed cards and continuing education hours still due, with renewals against expiries by month and two gaps listed.",
          heading: "Compliance · all sites",
          badge: "This cycle",
          kpis: [
            {
              label: "Crew cleared",
              value: "94%",
              note: "212 of 226 people",
              tone: "good",
            },
            {
              label: "Expiring in 30 days",
              value: "18",
              note: "14 booked",
              tone: "watch",
            },
            {
              label: "Lapsed",
              value: "3",
              note: "held from scheduling",
              tone: "risk",
            },
            { label: "CEU hours due", value: "146", note: "31 licences" },
          ],
          chart: {
            title: "Cards renewed vs expiring, by month",
            legend: ["Renewed", "Expiring"],
            bars: [
              { label: "Sep", value: 40, compare: 44 },
              { label: "Oct", value: 52, compare: 50 },
              { label: "Nov", value: 35, compare: 36 },
              { label: "Dec", value: 28, compare: 31 },
              { label: "Jan", value: 61, compare: 58 },
              { label: "Feb", value: 47, compare: 55 },
            ],
          },
          rows: [
            {
              label: "Master electrician licences",
              meta: "9 of 24 CEU hours",
              value: "Due Jun 30",
              tone: "watch",
            },
            {
              label: "Confined space · South yard",
              meta: "2 of 6 crew cleared",
              value: "Gap",
              tone: "risk",
            },
          ],
        },
      },
    ],
  },
  // A draft for the owner: the case studies don't quote anyone on certifications; replace with
  // a customer's words before launch (docs/design.md, quotes).
  quote: {
    draft: true,
    text: "We used to find out a card had lapsed when a client's safety manager turned someone away at the gate. Now the office sees it sixty days out and the refresher is already booked.",
    attribution:
      "Safety director, commercial mechanical contractor, 220 employees",
  },
  caseStudy: {
    slug: "tc-boiler",
    title: "A boiler contractor tracks every technician's certifications",
  },
  connections: {
    title: "Connected to your roster, your files and your chat",
    lead: "People come from payroll, certificates are filed where your auditors look, and reminders arrive where your crews already read messages.",
    integrations: ["gusto", "sharepoint", "microsoft-teams"],
    processes: ["certification-renewal", "safety-incident-reporting"],
  },
  related: {
    title: "Works well with",
    lead: "Certifications decide who can work where. These modules use the register.",
    slugs: ["workforce", "project-management", "construction", "healthcare"],
  },
  faq: [
    {
      question: "Which certificates and licences can Aden track?",
      answer:
        "Any document with a holder and a date: OSHA 10 and 30 cards, first aid and CPR, NFPA 70E, forklift and aerial lift cards, trade licences, CDLs and manufacturer training, as well as clinical licences and life-support certifications for healthcare teams.",
    },
    {
      question: "How do we load the certificates we already have?",
      answer:
        "Upload them as PDFs or photos. Aden reads the holder, the certificate type and the dates, matches each one to a person on your payroll roster and shows you anything it could not match.",
    },
    {
      question: "Can it track continuing education hours?",
      answer:
        "Yes. Each course adds its hours to the licences it counts towards, and Aden shows how many hours each person still needs before their renewal date.",
    },
    {
      question: "Can a supervisor check someone's status on site?",
      answer:
        "Yes. Supervisors see who on their crew is cleared for which work from their phone, and you can share a crew's certificates with a client or general contractor as an export.",
    },
    {
      question: "Does Aden deliver the training itself?",
      answer:
        "No. Aden tracks requirements, bookings, completions and certificates. Courses are delivered by your own trainers or the providers you already use.",
    },
  ],
  cta: {
    title: "Upload the cards you already have",
    lead: "Start free and see your register built from the certificates on file, or book a call and we will set up requirements by role and site with you.",
  },
} satisfies SolutionPageInput;
