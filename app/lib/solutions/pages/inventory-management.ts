import type { SolutionPageInput } from "../schema";

export default {
  slug: "inventory-management",
  icon: "warehouse",
  summary: "Stock levels, transfers and reorders across every site and van.",
  seo: {
    title: "Inventory Management: stock, counts and reorders",
    description:
      "Track stock across warehouses, job sites and service vans, run cycle counts from a phone and draft reorders from real usage before shelves run empty.",
  },
  hero: {
    title: "Stock on every shelf, site and van, reordered before it runs out",
    lead: "Aden keeps on-hand, committed and incoming stock for each location, from the main warehouse to the service vans. Counts come from a phone, reorders are drafted from real usage and lead times, and buyers approve purchase orders grouped by supplier.",
    visual: {
      kind: "stock-table",
      title: "Inventory · Reorder watch",
      label:
        "A stock table in Aden across the main warehouse, a job site and two service vans: copper pipe below its reorder point, an expansion tank out on van 14, two items low and a suggested purchase order with van restocks.",
      heading: "Below reorder point · all locations",
      rows: [
        {
          sku: "CU-12-100",
          item: "Copper pipe, type L, 1/2 in",
          location: "Main warehouse",
          onHand: 42,
          par: 120,
          status: "reorder",
        },
        {
          sku: "EXP-TK-5",
          item: "Expansion tank, 5 gal",
          location: "Van 14 · R. Diaz",
          onHand: 0,
          par: 2,
          status: "out",
        },
        {
          sku: "VLV-BAL-34",
          item: "Balancing valve, 3/4 in",
          location: "Job J-2417",
          onHand: 6,
          par: 8,
          status: "low",
        },
        {
          sku: "TH-220",
          item: "Smart thermostat",
          location: "Van 07 · K. Moss",
          onHand: 1,
          par: 3,
          status: "low",
        },
        {
          sku: "FLT-2020",
          item: "Pleated filter, 20 × 20 × 1",
          location: "Main warehouse",
          onHand: 210,
          par: 150,
          status: "ok",
        },
      ],
      suggestion:
        "Draft PO to Northgate Supply: 4 lines, $3,184.50 · restock vans 07 and 14",
    },
    callout: {
      icon: "truck",
      title: "Van 14 restocked overnight",
      body: "2 expansion tanks moved from the main warehouse, pick list printed",
    },
  },
  problems: {
    title: "Why nobody trusts the number in the system",
    lead: "Stock goes wrong in the gaps: between counts, between locations and between the person who notices and the person who orders.",
    items: [
      {
        icon: "clipboard-list",
        title: "Counts that happen once a year",
        body: "The annual physical count shuts the warehouse for a weekend and is wrong again by Tuesday, so nobody trusts the system quantity in between.",
      },
      {
        icon: "truck",
        title: "Vans and job sites nobody can see",
        body: "Stock on service vans and in job-site containers lives outside the system, so technicians drive back for parts the next van over is carrying.",
      },
      {
        icon: "shopping-cart",
        title: "Reorders from a buyer's memory",
        body: "Purchasing reorders when someone notices an empty bin, then pays for rush freight on the items that ran out.",
      },
    ],
  },
  features: {
    title: "Stock you can count on, in three parts",
    lead: "Reorders, counts and locations share one stock record, updated by every receipt, transfer, sale and job.",
    items: [
      {
        eyebrow: "Reorders",
        title: "Purchase orders drafted from real usage and lead times",
        body: "When an item drops below its reorder point, Aden forecasts usage from open jobs and recent sales, groups the lines by preferred supplier and sends the draft PO for approval. Nothing is ordered without a person saying yes.",
        points: [
          "Reorder points suggested from usage and each supplier's lead time",
          "Draft purchase orders grouped by supplier, with last prices paid",
          "Orders above a buyer's limit approved from a message in Slack",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Inventory reorder",
          label:
            "An inventory-reorder workflow in Aden: copper pipe drops below its reorder point, an AI agent forecasts usage, a rule groups lines by supplier, the buyer approves in Slack and the purchase order is sent and posted.",
          heading: "Reorder · CU-12-100 copper pipe",
          steps: [
            {
              type: "trigger",
              title: "Below reorder point",
              detail: "42 on hand · reorder at 120",
              status: "done",
            },
            {
              type: "ai",
              title: "Forecast 30-day usage",
              detail: "Usage up 18% on 3 open jobs",
              status: "done",
            },
            {
              type: "rule",
              title: "Group by preferred supplier",
              detail: "4 lines · Northgate Supply",
              status: "done",
            },
            {
              type: "human",
              title: "Buyer approves in Slack",
              detail: "$3,184.50 · within limit",
              status: "running",
            },
            {
              type: "system",
              title: "Send PO, post to the ledger",
              detail: "PO-4519 · QuickBooks Online",
              status: "queued",
            },
          ],
        },
      },
      {
        eyebrow: "Cycle counts",
        title: "Counts from a phone, with every variance explained",
        body: "Aden schedules counts by value and movement, so fast movers are counted often and slow ones rarely. Counters scan and enter quantities; Aden looks for the reason behind each variance before it asks anyone to approve an adjustment.",
        points: [
          "Counts scheduled by ABC class and last count date",
          "Variances checked against open tickets, transfers and receipts",
          "Adjustments approved by a supervisor, with a reason recorded",
        ],
        visual: {
          kind: "approval-queue",
          title: "Inventory · Cycle counts",
          label:
            "A cycle-count review queue in Aden: two variances with their likely reasons, one count due today and one count that matched the system.",
          heading: "Count variances to review",
          tabs: ["Variances", "Scheduled", "Done"],
          items: [
            {
              ref: "CC-3391",
              title: "Copper elbow, 1/2 in · bin A-14-03",
              meta: "Counted 38 by T. Nguyen · system 44",
              amount: "−$21.60",
              status: "flagged",
              note: "6 issued to J-2398 yesterday without a pick ticket",
            },
            {
              ref: "CC-3392",
              title: "Smart thermostat · van 07",
              meta: "Counted 1 by K. Moss · system 3",
              amount: "−$318.00",
              status: "flagged",
              note: "2 installed on ticket SV-1182, not yet closed",
            },
            {
              ref: "CC-3390",
              title: "Pleated filter · bin C-07-01",
              meta: "Class B · last counted 62 days ago",
              amount: "Due today",
              status: "pending",
            },
            {
              ref: "CC-3388",
              title: "PVC cement, 8 oz · bin B-02-11",
              meta: "Counted 18 · system 18",
              amount: "$0.00",
              status: "approved",
            },
          ],
        },
      },
      {
        eyebrow: "Locations",
        title: "Warehouses, job sites and vans in one stock record",
        body: "Every location carries its own quantities, reorder rules and owner. Transfers between them are requested, picked and received in Aden, and stock used on a job or a service call comes off the right van.",
        points: [
          "Van stock levels with overnight restock lists from the warehouse",
          "Job-site containers tracked until unused material is returned",
          "Slow-moving and dead stock flagged by location and value",
        ],
        visual: {
          kind: "kpi-dashboard",
          title: "Inventory · Locations",
          label:
            "An inventory overview in Aden: stock value across four locations and 22 vans, inventory turns, items below reorder point and dead stock, with stock on hand and committed by week.",
          heading: "All locations",
          badge: "Today",
          kpis: [
            {
              label: "Stock value",
              value: "$1.28M",
              note: "4 sites · 22 vans",
            },
            {
              label: "Turns, 12 months",
              value: "5.4",
              note: "+0.6 vs last year",
              tone: "good",
            },
            {
              label: "Below reorder",
              value: "17",
              note: "9 on vans",
              tone: "watch",
            },
            {
              label: "Dead stock",
              value: "$46.2K",
              note: "no movement 180 days",
              tone: "risk",
            },
          ],
          chart: {
            title: "On hand vs committed, by week",
            legend: ["On hand", "Committed"],
            bars: [
              { label: "W1", value: 78, compare: 41 },
              { label: "W2", value: 74, compare: 46 },
              { label: "W3", value: 80, compare: 52 },
              { label: "W4", value: 71, compare: 58 },
              { label: "W5", value: 76, compare: 49 },
              { label: "W6", value: 82, compare: 44 },
            ],
          },
          rows: [
            {
              label: "Van 14 · R. Diaz",
              meta: "2 items out",
              value: "Restock",
              tone: "risk",
            },
            {
              label: "Job J-2417 container",
              meta: "Returns pending",
              value: "$8,420",
              tone: "watch",
            },
          ],
        },
      },
    ],
  },
  quote: { draft: false, caseStudy: "medallion" },
  caseStudy: {
    slug: "medallion",
    title: "A healthcare provider keeps every clinic stocked to par",
  },
  connections: {
    title: "Stock that stays in step with your books and your store",
    lead: "Receipts, transfers and adjustments reach your ledger, and live quantities reach your store, without anyone exporting a spreadsheet.",
    integrations: ["quickbooks-online", "netsuite", "shopify", "slack"],
    processes: [
      "inventory-reorder",
      "patient-supply-restock",
      "purchase-order-matching",
    ],
  },
  related: {
    title: "Works well with",
    lead: "Stock is where orders, jobs and supplier invoices meet.",
    slugs: ["ecommerce", "accounting", "manufacturing", "healthcare"],
  },
  faq: [
    {
      question: "Can technicians use it from the van?",
      answer:
        "Yes. Technicians count, transfer and issue stock from a phone by scanning barcodes or searching, and parts used on a service call come off the van's stock when the ticket closes.",
    },
    {
      question: "How are reorder points set?",
      answer:
        "Aden suggests a reorder point and quantity for each item and location from recent usage and the supplier's lead time. Your buyer accepts, adjusts or locks each suggestion and can review them again as demand changes.",
    },
    {
      question: "Do we still need a full physical count?",
      answer:
        "Cycle counts spread the work across the year, counting fast movers and high-value items more often and explaining each variance as it is found. If your auditors still ask for an annual count, it becomes a check rather than a rebuild.",
    },
    {
      question: "Does it work with our accounting system's inventory?",
      answer:
        "Aden keeps quantities by location and sends purchase orders, receipts and inventory adjustments to QuickBooks Online or NetSuite, so the valuation in your ledger matches what is on the shelves.",
    },
  ],
  cta: {
    title: "Count one aisle with Aden this week",
    lead: "Start free and set up one location, or book a call and we will map your stock, vans and reorder rules with you.",
  },
} satisfies SolutionPageInput;
