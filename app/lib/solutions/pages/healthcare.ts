import type { SolutionPageInput } from "../schema";

export default {
  slug: "healthcare",
  icon: "stethoscope",
  summary: "Credentialing, supplies and compliance records kept audit-ready.",
  seo: {
    title: "Healthcare: PAR levels, credentials and supplier invoices",
    description:
      "Aden keeps clinics stocked to PAR, tracks every clinician's licences and life-support cards, and matches supplier invoices, without touching patient records.",
  },
  hero: {
    title:
      "Supply rooms at PAR, credentials current, supplier invoices matched",
    lead: "Aden runs the operational work behind care: PAR counts and restocks for every clinic, licences and life-support cards for every clinician, and supplier invoices matched to what was delivered. Patient records stay in your clinical systems.",
    visual: {
      kind: "stock-table",
      title: "Supplies · PAR levels",
      label:
        "A PAR-level table in Aden for Eastside Clinic: nitrile gloves and alcohol pads below PAR, gauze low, IV start kits out with a backorder, and a suggestion to fill from central stock and requisition the rest.",
      heading: "Below PAR · Eastside Clinic",
      rows: [
        {
          sku: "MS-4410",
          item: "Nitrile gloves, medium",
          location: "Exam rooms",
          onHand: 14,
          par: 40,
          status: "reorder",
        },
        {
          sku: "MS-0931",
          item: "IV start kit",
          location: "Treatment room",
          onHand: 0,
          par: 12,
          status: "out",
        },
        {
          sku: "MS-2218",
          item: "Gauze sponges 4 × 4, sterile",
          location: "Procedure cart 2",
          onHand: 22,
          par: 30,
          status: "low",
        },
        {
          sku: "MS-3307",
          item: "Alcohol prep pads",
          location: "Supply room B",
          onHand: 6,
          par: 20,
          status: "reorder",
        },
        {
          sku: "MS-1105",
          item: "Sharps container, 1 qt",
          location: "Exam rooms",
          onHand: 11,
          par: 10,
          status: "ok",
        },
      ],
      suggestion:
        "Fill 3 lines from central stock, requisition the rest · substitute proposed",
    },
    callout: {
      icon: "package",
      title: "Substitute accepted in Teams",
      body: "Lead nurse approved IV start kit MS-0940 while MS-0931 is backordered",
    },
  },
  problems: {
    title: "The work patients never see, and feel when it slips",
    lead: "Care depends on the right supplies on the shelf, clinicians whose credentials are current and suppliers who are paid correctly.",
    items: [
      {
        icon: "package",
        title: "Informal reserves in every supply room",
        body: "Clinic teams keep their own stash so they never run out, which hides what is really on hand and turns into expired stock.",
      },
      {
        icon: "badge-check",
        title: "Credentials in two lists that disagree",
        body: "HR and clinic managers each track licences, BLS and ACLS cards, and the two lists rarely match when an inspector asks.",
      },
      {
        icon: "receipt",
        title: "Supplier invoices checked by hand",
        body: "Medical supply invoices are compared with orders and packing slips line by line, and short shipments and price changes slip through.",
      },
    ],
  },
  features: {
    title: "Operations that keep up with the clinics",
    lead: "Supplies, credentials and payables, each with the names and times an inspector or payer will ask for.",
    items: [
      {
        eyebrow: "Supply restock",
        title: "Supply rooms counted against PAR and restocked on a schedule",
        body: "Materials staff scan each bin. Aden works out what every room and cart needs, fills it from central stock where it can and raises requisitions for the rest. When a supplier reports a backorder, it proposes an approved substitute for the clinic to accept.",
        points: [
          "Counts by barcode scan, against PAR levels agreed with each clinic",
          "Central stock used first, requisitions raised for the rest",
          "Backorders settled with an approved substitute the clinic accepts",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Patient supply restock",
          label:
            "A supply-restock workflow in Aden: a PAR count is scanned, an AI agent works out what each room needs, central stock fills most lines, an agent proposes a substitute for a backorder, the lead nurse accepts it and the rest is requisitioned.",
          heading: "Restock · Eastside Clinic · Tuesday",
          steps: [
            {
              type: "trigger",
              title: "PAR count scanned",
              detail: "Materials tech · 38 bins",
              status: "done",
            },
            {
              type: "ai",
              title: "Work out what each room needs",
              detail: "11 lines below PAR",
              status: "done",
            },
            {
              type: "system",
              title: "Fill from central stock",
              detail: "8 lines · pick list printed",
              status: "done",
            },
            {
              type: "ai",
              title: "Propose a substitute",
              detail: "IV start kit backordered · MS-0940",
              status: "done",
            },
            {
              type: "human",
              title: "Lead nurse accepts in Teams",
              detail: "Approved at 10:14",
              status: "done",
            },
            {
              type: "system",
              title: "Requisition the rest",
              detail: "NetSuite · 3 lines",
              status: "running",
            },
          ],
        },
      },
      {
        eyebrow: "Credentials",
        title:
          "Every clinician's licences and life-support cards in one register",
        body: "Licences, life-support certifications and mandatory training are held in one register that HR and clinic managers share. Aden asks for renewals ahead of each expiry, reads the new card when it arrives and files it.",
        points: [
          "Licences, BLS, ACLS and annual modules tracked by role and location",
          "Renewals requested ahead of expiry; new cards read and filed to SharePoint",
          "Managers see who is cleared for which duties at a glance",
        ],
        visual: {
          kind: "certification-roster",
          title: "Training · Clinical credentials",
          label:
            "A credentials register in Aden for the nursing team at Eastside Clinic: RN licence, BLS, ACLS and annual modules for four clinicians, with one BLS card lapsed, one ACLS expiring and one module due.",
          heading: "Eastside Clinic · nursing",
          certificates: ["RN licence", "BLS", "ACLS", "Annual modules"],
          people: [
            {
              name: "Ana Lopez, RN",
              role: "Charge nurse",
              cells: [
                { status: "valid", text: "Jun 27" },
                { status: "valid", text: "Oct 26" },
                { status: "expiring", text: "Mar 2" },
                { status: "valid", text: "Done" },
              ],
            },
            {
              name: "James Okoro, RN",
              role: "Staff nurse",
              cells: [
                { status: "valid", text: "Sep 26" },
                { status: "expired", text: "Jan 31" },
                { status: "valid", text: "Aug 27" },
                { status: "valid", text: "Done" },
              ],
            },
            {
              name: "Mei Chen, MA",
              role: "Medical assistant",
              cells: [
                { status: "none", text: "—" },
                { status: "valid", text: "May 27" },
                { status: "none", text: "—" },
                { status: "expiring", text: "Due Feb 28" },
              ],
            },
            {
              name: "Sarah Klein, NP",
              role: "Nurse practitioner",
              cells: [
                { status: "valid", text: "Dec 27" },
                { status: "valid", text: "Apr 27" },
                { status: "valid", text: "Apr 27" },
                { status: "valid", text: "Done" },
              ],
            },
          ],
        },
      },
      {
        eyebrow: "Supplier payables",
        title: "Supplier invoices matched to what was ordered and delivered",
        body: "Each supplier invoice is matched line by line to the purchase order and the delivery receipt. Matches within tolerance clear; short shipments and price changes go to purchasing with the difference shown.",
        points: [
          "Invoices matched line by line to the purchase order and the receipt",
          "Short shipments and price changes sent to purchasing with the difference",
          "Lot numbers and expiry dates recorded on delivery where packaging has them",
        ],
        visual: {
          kind: "document-match",
          title: "Payables · Three-way match",
          label:
            "A supplier invoice from Meridian Medical matched in Aden to its purchase order and delivery receipt: supplier, item and price match, but four boxes of gloves were not delivered.",
          documents: [
            { type: "Invoice", ref: "INV-88341" },
            { type: "Purchase order", ref: "PO-20391" },
            { type: "Receipt", ref: "RCV-10457" },
          ],
          rows: [
            {
              field: "Supplier",
              values: [
                "Meridian Medical",
                "Meridian Medical",
                "Meridian Medical",
              ],
              state: "match",
            },
            {
              field: "Item",
              values: [
                "Nitrile gloves M",
                "Nitrile gloves M",
                "Nitrile gloves M",
              ],
              state: "match",
            },
            {
              field: "Quantity",
              values: ["40 boxes", "40 boxes", "36 boxes"],
              state: "mismatch",
            },
            {
              field: "Unit price",
              values: ["$8.95", "$8.95", "—"],
              state: "match",
            },
            {
              field: "Lot · expiry",
              values: ["—", "—", "L2291 · 11/27"],
              state: "match",
            },
          ],
          verdict: {
            state: "exception",
            text: "4 boxes short on delivery: credit requested from Meridian Medical",
          },
        },
      },
    ],
  },
  quote: { draft: false, caseStudy: "medallion" },
  caseStudy: {
    slug: "medallion",
    title:
      "A healthcare provider keeps clinics stocked and credentials current",
  },
  connections: {
    title: "Works beside your clinical and finance systems",
    lead: "Requisitions reach your ERP, certificates are filed where your compliance team looks, and clinic staff answer from Microsoft Teams.",
    integrations: ["netsuite", "microsoft-teams", "sharepoint"],
    processes: [
      "patient-supply-restock",
      "certification-renewal",
      "purchase-order-matching",
      "invoice-approval",
    ],
  },
  related: {
    title: "The modules healthcare teams start with",
    lead: "Each runs on its own; together they keep supplies, people and payables on one record.",
    slugs: [
      "inventory-management",
      "module-training",
      "accounting",
      "workforce",
    ],
  },
  faq: [
    {
      question: "Does Aden handle patient data?",
      answer:
        "The processes on this page are built to run without it: supplies, staff credentials and supplier paperwork. Aden works alongside your EHR and clinical systems rather than replacing or reading them.",
    },
    {
      question: "Can PAR levels differ by room and clinic?",
      answer:
        "Yes. Each supply room, cart and clinic has its own PAR level for each item, agreed with the clinic lead, and Aden suggests changes when usage moves.",
    },
    {
      question: "How are substitutes approved?",
      answer:
        "You keep a list of approved substitutes for each item. When a supplier reports a backorder, Aden proposes one from the list and the clinic's lead nurse accepts or declines it in Microsoft Teams.",
    },
    {
      question: "Which credentials can it track?",
      answer:
        "State licences, DEA registrations, BLS, ACLS and PALS cards, annual compliance modules and any other document with a holder and an expiry date, with requirements set per role and location.",
    },
  ],
  cta: {
    title: "Put one clinic's supply room on Aden",
    lead: "Start free with one location's PAR levels, or book a call and we will map your restock and credentialing with you.",
  },
} satisfies SolutionPageInput;
