import type { SolutionPageInput } from "../schema";

export default {
  slug: "manufacturing",
  icon: "factory",
  summary: "Work orders, materials and quality checks on one line of sight.",
  seo: {
    title: "Manufacturing: orders, materials and supplier invoices",
    description:
      "Aden connects orders, materials, purchasing and quality for manufacturers: shortages caught before they stall a run, supplier invoices matched to receipts.",
  },
  hero: {
    title:
      "Orders, materials and quality on one line of sight, from PO to shipment",
    lead: "Customer orders reserve stock and components as they are confirmed, shortages surface while there is still time to buy, and nonconformances are logged and followed to closure. Purchasing and payables work from the same receipts.",
    visual: {
      kind: "kpi-dashboard",
      title: "Operations · Plant 2",
      label:
        "A plant overview in Aden for the week: on-time shipments, open work orders, material shortages and scrap rate, with output against plan by day, one work order short of gaskets and one ready to start.",
      heading: "Plant 2 · this week",
      badge: "Live",
      kpis: [
        {
          label: "On-time shipments",
          value: "94.1%",
          note: "target 95%",
          tone: "watch",
        },
        { label: "Open work orders", value: "38", note: "6 start today" },
        {
          label: "Material shortages",
          value: "3",
          note: "2 would stall a run",
          tone: "risk",
        },
        {
          label: "Scrap rate",
          value: "1.8%",
          note: "−0.4 pts vs last month",
          tone: "good",
        },
      ],
      chart: {
        title: "Output vs plan, units by day",
        legend: ["Output", "Plan"],
        bars: [
          { label: "Mon", value: 82, compare: 85 },
          { label: "Tue", value: 88, compare: 85 },
          { label: "Wed", value: 91, compare: 85 },
          { label: "Thu", value: 74, compare: 85 },
          { label: "Fri", value: 86, compare: 85 },
          { label: "Sat", value: 40, compare: 40 },
        ],
      },
      rows: [
        {
          label: "WO-5521 · Valve body, 2 in",
          meta: "Short 120 × gasket GK-20",
          value: "Starts Thu",
          tone: "risk",
        },
        {
          label: "WO-5518 · Manifold assembly",
          meta: "Materials staged",
          value: "Ready",
          tone: "good",
        },
      ],
    },
    callout: {
      icon: "triangle-alert",
      title: "Shortage caught two days out",
      body: "Draft PO for 500 × GK-20 gaskets sent to the buyer for approval",
    },
  },
  problems: {
    title: "Where a plant loses its ship dates",
    lead: "Most late orders were at risk days before anyone on the floor knew. The signal was in a spreadsheet, an inbox or a paper traveller.",
    items: [
      {
        icon: "shopping-cart",
        title: "Ship dates promised before materials are checked",
        body: "Sales confirms a date before anyone checks components and capacity, and the plant finds out when the work order is released.",
      },
      {
        icon: "package",
        title: "Shortages found on the line",
        body: "A missing gasket or bracket stalls a run, and purchasing pays expediting fees to recover the date.",
      },
      {
        icon: "receipt",
        title: "Supplier invoices paid without a receipt check",
        body: "Price increases and short deliveries get paid because matching invoices to receipts takes longer than the payment terms allow.",
      },
      {
        icon: "clipboard-check",
        title: "Quality records on paper travellers",
        body: "Inspection results and nonconformances live on paper travellers, so a customer complaint means a search through binders.",
      },
    ],
  },
  features: {
    title: "From customer order to closed nonconformance",
    lead: "Four flows on one record of orders, stock and suppliers, so each team acts on the same numbers.",
    items: [
      {
        eyebrow: "Customer orders",
        title: "Ship dates promised from stock and work orders, not hope",
        body: "Web orders and trade customers' emailed POs arrive in one queue. Aden checks each line against available stock and open work orders before a date is promised, and flags orders at risk of shipping late to the customer's rep.",
        points: [
          "Web orders and emailed trade POs in one order queue",
          "Available-to-promise checked against stock and open work orders",
          "Orders at risk of a late ship flagged to the customer's rep",
        ],
        visual: {
          kind: "storefront-orders",
          title: "Orders · Plant 2",
          label:
            "An order queue in Aden for the week: orders, backlog and orders at risk, with trade and web orders listed by status and one trade order on hold for a material shortage.",
          kpis: [
            { label: "Orders this week", value: "64" },
            { label: "Backlog", value: "$412K" },
            { label: "At risk", value: "4" },
          ],
          orders: [
            {
              ref: "SO-7712",
              customer: "Keller Plumbing Supply",
              channel: "Trade PO",
              items: "200 × valve body, 2 in",
              total: "$18,400.00",
              status: "picking",
            },
            {
              ref: "SO-7709",
              customer: "Brightwater Facilities",
              channel: "Sales rep",
              items: "12 × manifold assembly",
              total: "$9,360.00",
              status: "hold",
            },
            {
              ref: "#20331",
              customer: "Rosa Castillo",
              channel: "Web",
              items: "2 × repair kit",
              total: "$148.00",
              status: "shipped",
            },
            {
              ref: "SO-7705",
              customer: "Lakeside Mechanical",
              channel: "Trade PO",
              items: "50 × pressure gauge kit",
              total: "$4,750.00",
              status: "paid",
            },
          ],
        },
      },
      {
        eyebrow: "Materials",
        title: "Components checked against every work order before release",
        body: "Components are reserved for each work order as it is confirmed. Aden shows shortages days ahead, drafts purchase orders to your preferred suppliers and treats kanban bins on the line like any other stock location.",
        points: [
          "Components reserved for each work order as it is confirmed",
          "Shortages shown days ahead, with draft POs to preferred suppliers",
          "Kanban bins on the line tracked like any other location",
        ],
        visual: {
          kind: "stock-table",
          title: "Inventory · Components",
          label:
            "A component stock table in Aden for this week's work orders: gaskets to reorder, bolts out at the line 3 kanban, valve body castings low, brackets and cartons in stock, with two draft purchase orders suggested.",
          heading: "Components for this week's work orders",
          rows: [
            {
              sku: "GK-20",
              item: "Gasket, 2 in, EPDM",
              location: "Stores",
              onHand: 80,
              par: 200,
              status: "reorder",
            },
            {
              sku: "FS-M8-25",
              item: "Hex bolt, M8 × 25",
              location: "Line 3 kanban",
              onHand: 0,
              par: 500,
              status: "out",
            },
            {
              sku: "VB-200-CS",
              item: "Valve body casting, 2 in",
              location: "Receiving",
              onHand: 46,
              par: 60,
              status: "low",
            },
            {
              sku: "BR-114",
              item: "Mounting bracket, zinc",
              location: "Stores",
              onHand: 640,
              par: 400,
              status: "ok",
            },
            {
              sku: "PK-12",
              item: "Shipping carton, 12 in",
              location: "Packing",
              onHand: 310,
              par: 250,
              status: "ok",
            },
          ],
          suggestion:
            "Draft POs: 500 × GK-20 to Eastline Rubber, 2,000 × FS-M8-25 to Cobalt Fasteners",
        },
      },
      {
        eyebrow: "Supplier payables",
        title: "Supplier invoices checked against the PO and the receipt",
        body: "Every supplier invoice is matched to its purchase order and the goods receipt recorded at the dock. Matches within tolerance clear; price changes and freight that wasn't agreed go to the buyer with the line highlighted.",
        points: [
          "Invoices matched line by line to the PO and the goods receipt",
          "Price changes and unagreed freight sent to the buyer who ordered",
          "Approved bills posted to the ledger with the invoice attached",
        ],
        visual: {
          kind: "document-match",
          title: "Payables · Three-way match",
          label:
            "A supplier invoice from Eastline Rubber compared in Aden with its purchase order and goods receipt: supplier, item and quantity match, the unit price and the freight charge do not.",
          documents: [
            { type: "Invoice", ref: "INV-40982" },
            { type: "Purchase order", ref: "PO-7731" },
            { type: "Goods receipt", ref: "GRN-2290" },
          ],
          rows: [
            {
              field: "Supplier",
              values: ["Eastline Rubber", "Eastline Rubber", "Eastline Rubber"],
              state: "match",
            },
            {
              field: "Item",
              values: ["GK-20 gasket", "GK-20 gasket", "GK-20 gasket"],
              state: "match",
            },
            {
              field: "Quantity",
              values: ["1,000", "1,000", "1,000"],
              state: "match",
            },
            {
              field: "Unit price",
              values: ["$0.86", "$0.82", "—"],
              state: "mismatch",
            },
            {
              field: "Freight",
              values: ["$64.00", "Included", "—"],
              state: "mismatch",
            },
          ],
          verdict: {
            state: "exception",
            text: "Price and freight differ from the PO: sent to the buyer, D. Park",
          },
        },
      },
      {
        eyebrow: "Quality",
        title: "Nonconformances logged, contained and followed to closure",
        body: "An inspector raises a failure from the line with photos. Aden drafts the nonconformance report with the lot, supplier and drawing revision, quarantines the suspect lot in inventory and tracks the corrective action to its due date.",
        points: [
          "Inspection failures raised from the line with photos and lot numbers",
          "Suspect lots quarantined in inventory at once",
          "Supplier corrective actions tracked to a due date",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Nonconformance",
          label:
            "A nonconformance workflow in Aden: an inspection fails, an AI agent drafts the report, the lot is quarantined, the quality engineer decides to return it to the supplier and a corrective action request is sent.",
          heading: "NCR-0412 · valve body porosity",
          steps: [
            {
              type: "trigger",
              title: "Inspection failed",
              detail: "Line 2 · lot VB-2231 · 6 of 50",
              status: "done",
            },
            {
              type: "ai",
              title: "Draft the nonconformance",
              detail: "Photos, lot, supplier, drawing rev C",
              status: "done",
            },
            {
              type: "system",
              title: "Quarantine the lot",
              detail: "44 castings moved to the MRB cage",
              status: "done",
            },
            {
              type: "human",
              title: "Quality engineer decides",
              detail: "Return to supplier",
              status: "running",
            },
            {
              type: "system",
              title: "Send corrective action request",
              detail: "Crestmoor Foundry · due in 14 days",
              status: "queued",
            },
          ],
        },
      },
    ],
  },
  quote: { draft: false, caseStudy: "bluestreak" },
  caseStudy: {
    slug: "bluestreak",
    title: "A manufacturer connected orders, purchasing and payables",
  },
  connections: {
    title: "Connected to your store, your ledger and your plant",
    lead: "Keep the tools each team already uses. Aden runs the hand-offs between them, so nobody re-keys an order, a receipt or an invoice.",
    integrations: [
      "shopify",
      "quickbooks-online",
      "netsuite",
      "salesforce",
      "slack",
      "sharepoint",
    ],
    processes: [
      "customer-order-fulfilment",
      "inventory-reorder",
      "purchase-order-matching",
      "safety-incident-reporting",
    ],
  },
  related: {
    title: "The modules manufacturers start with",
    lead: "Each runs on its own; together they keep orders, stock and money on one record.",
    slugs: [
      "inventory-management",
      "ecommerce",
      "accounting",
      "module-training",
    ],
  },
  faq: [
    {
      question: "Does Aden replace our ERP or MRP?",
      answer:
        "No. If you run an ERP, it stays the system of record for items, costs and the ledger. Aden runs the flow between it, your store, your suppliers and the plant: orders, shortages, receipts, invoices and nonconformances.",
    },
    {
      question: "Does Aden schedule production?",
      answer:
        "Aden releases work orders when their materials are available and shows what each run needs. Detailed finite-capacity scheduling stays in the tool you use for it today.",
    },
    {
      question: "How does it handle lot traceability?",
      answer:
        "Lot and heat numbers are recorded on receipt and carried to the work orders and shipments that use them, so a quality issue can be traced forward to customers and back to the supplier.",
    },
    {
      question: "Can buyers approve from their phone?",
      answer:
        "Yes. Draft purchase orders and invoice exceptions arrive in Slack or by email with their context, and buyers approve, change or question them there.",
    },
  ],
  cta: {
    title: "Run one product line through Aden",
    lead: "Start free with one line's orders and materials, or book a call and we will map your order-to-cash and procure-to-pay with you.",
  },
} satisfies SolutionPageInput;
