import type { SolutionPageInput } from "../schema";

export default {
  slug: "government",
  icon: "landmark",
  summary: "Procurement, grants and reporting with a clear paper trail.",
  seo: {
    title: "Government: procurement, grants and public works records",
    description:
      "Aden gives agencies a paper trail for every requisition, purchase order, invoice and grant drawdown, with each approval recorded and ready for auditors and funders.",
  },
  hero: {
    title: "From requisition to payment, with every approval on the record",
    lead: "Purchase requisitions are checked against the budget line and your procurement thresholds, routed to the right approvers and turned into purchase orders. Invoices are matched to what was received, and every step is kept for the auditor and the funder.",
    visual: {
      kind: "approval-queue",
      title: "Procurement · Requisitions",
      label:
        "A requisition queue in Aden for a public works department: road salt over the formal bid threshold, a traffic signal controller on a cooperative contract, safety gear approved by rule and a grader blade already ordered.",
      heading: "Requisitions · Public Works",
      tabs: ["To approve", "Quotes", "Ordered"],
      items: [
        {
          ref: "REQ-26-0418",
          title: "Road salt, 400 tons · winter stock",
          meta: "Streets · line 4410-5320",
          amount: "$34,800.00",
          status: "flagged",
          note: "Over $25,000: your policy requires a formal bid",
        },
        {
          ref: "REQ-26-0421",
          title: "Traffic signal controller · Elm & 3rd",
          meta: "Traffic · cooperative contract CC-1187",
          amount: "$18,460.00",
          status: "pending",
          note: "3 quotes attached · $22,100 left on the budget line",
        },
        {
          ref: "REQ-26-0415",
          title: "Safety vests and hard hats",
          meta: "Parks · line 4420-5210",
          amount: "$2,316.40",
          status: "auto",
          note: "Under $5,000 and within budget: approved by rule",
        },
        {
          ref: "REQ-26-0409",
          title: "Grader blade replacement",
          meta: "Approved by D. Morales · PO-26-1187",
          amount: "$7,940.00",
          status: "approved",
        },
      ],
    },
    callout: {
      icon: "landmark",
      title: "Grant draw #4 ready for review",
      body: "$212,640 of eligible spend, invoices and proof of payment attached",
    },
  },
  problems: {
    title: "Where the paper trail breaks",
    lead: "Agencies are held to a higher standard of record than most businesses, usually with fewer people to keep it.",
    items: [
      {
        icon: "file-text",
        title: "Requisitions on paper and in email",
        body: "Requests travel by email and paper forms, approvals live in inboxes, and finding who signed off on a purchase means searching them.",
      },
      {
        icon: "scale",
        title: "Thresholds applied from memory",
        body: "Quote and bid thresholds, cooperative contracts and sole-source rules are checked by whoever processes the request, if they remember them.",
      },
      {
        icon: "landmark",
        title: "Grant drawdowns rebuilt every quarter",
        body: "Eligible spend for each award is pulled from the ledger and matched to invoices and payroll by hand before every drawdown and report.",
      },
      {
        icon: "history",
        title: "Audit requests answered with a search",
        body: "When the auditor asks for the trail behind a payment, staff assemble it from the ledger, a shared drive and three inboxes.",
      },
    ],
  },
  features: {
    title: "A paper trail that builds itself",
    lead: "Four flows agencies turn on first. Each one records who did what and when, and files the evidence as it goes.",
    items: [
      {
        eyebrow: "Procurement",
        title:
          "Requisitions checked against budget and policy before anyone approves",
        body: "Aden checks each requisition against the budget line and your procurement policy, attaches the quotes or the cooperative contract it relies on and routes it to the approvers your policy names. The purchase order is issued and the amount encumbered once approved.",
        points: [
          "Budget line checked and the amount encumbered when the PO is issued",
          "Quote, bid and sole-source thresholds applied from your policy",
          "Approvers chosen by department, amount and funding source",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Purchase requisition",
          label:
            "A requisition workflow in Aden: a requisition is submitted, a rule checks the budget line and thresholds, an AI agent checks the quotes and contract, the department head and finance approve, and the purchase order is issued and encumbered.",
          heading: "REQ-26-0421 · traffic signal controller",
          steps: [
            {
              type: "trigger",
              title: "Requisition submitted",
              detail: "Traffic division · $18,460.00",
              status: "done",
            },
            {
              type: "rule",
              title: "Budget and threshold check",
              detail: "Line 4410-5740 · $22,100 available",
              status: "done",
            },
            {
              type: "ai",
              title: "Check quotes and contract",
              detail: "3 quotes · cooperative contract CC-1187",
              status: "done",
            },
            {
              type: "human",
              title: "Department head, then finance",
              detail: "D. Morales approved · finance next",
              status: "running",
            },
            {
              type: "system",
              title: "Issue PO and encumber",
              detail: "PO-26-1192 · financial system",
              status: "queued",
            },
          ],
        },
      },
      {
        eyebrow: "Payables",
        title: "Invoices paid against what was ordered and received",
        body: "Each invoice is matched to its purchase order and the receiving report, with the contract number, prices and funding line checked. Clean invoices go to the warrant run; exceptions go back to the department that ordered.",
        points: [
          "Invoices matched to the PO and the receiving report line by line",
          "Contract numbers, prices and funding lines checked on every invoice",
          "Exceptions sent to the ordering department, not left with finance",
        ],
        visual: {
          kind: "document-match",
          title: "Payables · Three-way match",
          label:
            "An invoice from Tri-County Equipment matched in Aden to purchase order PO-26-1187 and receiving report RR-26-0533: vendor, contract number, quantity, amount and funding line all match.",
          documents: [
            { type: "Invoice", ref: "INV-77120" },
            { type: "Purchase order", ref: "PO-26-1187" },
            { type: "Receiving report", ref: "RR-26-0533" },
          ],
          rows: [
            {
              field: "Vendor",
              values: [
                "Tri-County Equip",
                "Tri-County Equip",
                "Tri-County Equip",
              ],
              state: "match",
            },
            {
              field: "Contract no.",
              values: ["CC-1187", "CC-1187", "CC-1187"],
              state: "match",
            },
            {
              field: "Quantity",
              values: ["2 blades", "2 blades", "2 blades"],
              state: "match",
            },
            {
              field: "Amount",
              values: ["$7,940.00", "$7,940.00", "—"],
              state: "match",
            },
            {
              field: "Fund · line",
              values: ["Gen · 4410-5320", "Gen · 4410-5320", "—"],
              state: "match",
            },
          ],
          verdict: {
            state: "matched",
            text: "Matched to the PO and the receiving report: ready for the warrant run",
          },
        },
      },
      {
        eyebrow: "Grants",
        title: "Drawdowns and reports built from the ledger, with evidence",
        body: "Spend is tagged to each award and budget category as it is approved. At each draw, Aden assembles the eligible spend with invoices, proof of payment and timesheets attached, and checks match and allowability before your grants team reviews it.",
        points: [
          "Spend tagged to each award and budget category as it happens",
          "Draw requests with invoices, proof of payment and timesheets attached",
          "Match and allowability checked before the report goes to the funder",
        ],
        visual: {
          kind: "kpi-dashboard",
          title: "Grants · Award 26-WI-0142",
          label:
            "A grant award overview in Aden for a water main replacement: award amount, drawn to date, spend ready to draw and local match, with spend against budget by quarter and one cost held for missing timesheets.",
          heading: "Water main replacement · award 26-WI-0142",
          badge: "Draw 4",
          kpis: [
            { label: "Award", value: "$2.40M", note: "ends Sep 30, 2027" },
            { label: "Drawn to date", value: "$1.18M", note: "49% of award" },
            {
              label: "Ready to draw",
              value: "$212.6K",
              note: "evidence attached",
              tone: "good",
            },
            {
              label: "Local match",
              value: "$71.5K",
              note: "of $96.0K required",
              tone: "watch",
            },
          ],
          chart: {
            title: "Spent vs budget, by quarter",
            legend: ["Spent", "Budget"],
            bars: [
              { label: "Q1", value: 12, compare: 15 },
              { label: "Q2", value: 24, compare: 28 },
              { label: "Q3", value: 38, compare: 40 },
              { label: "Q4", value: 49, compare: 52 },
              { label: "Q5", value: 58, compare: 64 },
            ],
          },
          rows: [
            {
              label: "Contractual · Ortega Concrete",
              meta: "Invoice 3 of 5",
              value: "$148,200",
              tone: "good",
            },
            {
              label: "Personnel · inspections",
              meta: "2 weeks of timesheets missing",
              value: "Held",
              tone: "risk",
            },
          ],
        },
      },
      {
        eyebrow: "Public works crews",
        title: "Licences and training current before the first snowfall",
        body: "Aden keeps each crew member's CDL, medical card, flagger certification and required training in one register, reminds them ahead of every expiry and only offers cleared drivers for plow routes and call-outs.",
        points: [
          "CDLs, medical cards, flagger cards and training tracked per person",
          "Renewals reminded ahead of expiry, with the manager copied",
          "Only cleared drivers offered for plow routes and call-outs",
        ],
        visual: {
          kind: "certification-roster",
          title: "Workforce · Winter crew",
          label:
            "A winter crew register in Aden: four public works staff against CDL, flagger certification, OSHA 10 and plow training, with one CDL lapsed, one flagger card expiring and plow training booked.",
          heading: "Streets division · winter crew",
          certificates: ["CDL-A", "Flagger", "OSHA 10", "Plow training"],
          people: [
            {
              name: "Ray Dominguez",
              role: "Equipment operator",
              cells: [
                { status: "valid", text: "Apr 28" },
                { status: "valid", text: "Jun 27" },
                { status: "valid", text: "On file" },
                { status: "valid", text: "Nov 26" },
              ],
            },
            {
              name: "Tasha Greene",
              role: "Crew lead",
              cells: [
                { status: "valid", text: "Aug 27" },
                { status: "expiring", text: "Feb 26" },
                { status: "valid", text: "On file" },
                { status: "valid", text: "Nov 26" },
              ],
            },
            {
              name: "Ben Ashworth",
              role: "Seasonal · plow",
              cells: [
                { status: "expired", text: "Jan 15" },
                { status: "valid", text: "Oct 26" },
                { status: "valid", text: "On file" },
                { status: "none", text: "Booked" },
              ],
            },
            {
              name: "Omar Haddad",
              role: "Laborer",
              cells: [
                { status: "none", text: "—" },
                { status: "valid", text: "Mar 27" },
                { status: "valid", text: "On file" },
                { status: "none", text: "—" },
              ],
            },
          ],
        },
      },
    ],
  },
  // A draft for the owner: no case study is an agency; replace with an agency customer's
  // words before launch (docs/design.md, quotes).
  quote: {
    draft: true,
    text: "When the auditors asked for the trail behind a purchase, it used to take a week of searching. Now the requisition, the quotes, every approval and the invoice come out of one record.",
    attribution:
      "Purchasing manager, county public works department, 280 staff",
  },
  caseStudy: {
    slug: "medallion",
    title: "Records ready whenever an inspector asks",
  },
  connections: {
    title: "Works beside your financial system and records",
    lead: "Your financial system stays the book of record. Aden prepares, checks and routes the work around it, and files the evidence where your records schedule says.",
    integrations: [
      "netsuite",
      "xero",
      "sharepoint",
      "microsoft-teams",
      "docusign",
      "salesforce",
    ],
    processes: [
      "purchase-order-matching",
      "invoice-approval",
      "grant-reporting",
      "safety-incident-reporting",
    ],
  },
  related: {
    title: "The modules agencies start with",
    lead: "Each runs on its own; together they keep one record of money, projects and people.",
    slugs: ["accounting", "project-management", "module-training", "workforce"],
  },
  faq: [
    {
      question: "Does Aden replace our ERP or financial system?",
      answer:
        "No. Your financial system stays the book of record for budgets, encumbrances and payments. Aden prepares requisitions, matches invoices and assembles evidence, then posts to it or hands over a file in the format it imports.",
    },
    {
      question: "Can it follow our procurement policy?",
      answer:
        "Yes. You set the quote and bid thresholds, cooperative contracts, sole-source rules and approval chains from your policy, and Aden applies them to every requisition and records which rule applied.",
    },
    {
      question: "How are public records and retention handled?",
      answer:
        "Every document, approval and change is kept with who acted and when, and files are stored in your own SharePoint or Google Drive libraries under your retention schedule.",
    },
    {
      question: "Can it prepare reports for federal and state grants?",
      answer:
        "Aden assembles draw requests and expenditure reports from spend tagged to each award, with the evidence attached. Your grants team reviews them and submits them through the funder's own system.",
    },
    {
      question: "How do we start?",
      answer:
        "Most agencies start with one department's requisitions or one award's drawdowns in review mode, so staff see every step Aden takes before it acts on its own.",
    },
  ],
  cta: {
    title: "Start with one department's requisitions",
    lead: "Start free with one department, or book a call and we will map your procurement policy and approvals with you.",
  },
} satisfies SolutionPageInput;
