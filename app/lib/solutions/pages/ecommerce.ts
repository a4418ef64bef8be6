import type { SolutionPageInput } from "../schema";

export default {
  slug: "ecommerce",
  icon: "shopping-cart",
  summary:
    "Web, marketplace and emailed trade orders in one queue, checked against stock.",
  seo: {
    title: "eCommerce: one order queue for web and trade orders",
    description:
      "Aden brings web orders and emailed trade POs into one queue, checks stock and payment before anything is promised, and keeps Shopify, Stripe and your ledger in step.",
  },
  hero: {
    title:
      "Web orders and emailed trade POs in one queue, checked before they ship",
    lead: "Orders from your Shopify store, sales reps and trade customers' PDF purchase orders arrive in the same queue. Aden checks prices, addresses, payment and stock, allocates inventory and sends the pick list, so nothing is promised twice.",
    visual: {
      kind: "storefront-orders",
      title: "Orders · All channels",
      label:
        "An all-channel order queue in Aden: today's orders, revenue and orders on hold, with web and trade orders listed by status from paid to shipped, and one trade order on hold for a price difference.",
      kpis: [
        { label: "Orders today", value: "148" },
        { label: "Revenue", value: "$38,920" },
        { label: "On hold", value: "3" },
      ],
      orders: [
        {
          ref: "#10482",
          customer: "Dana Whitfield",
          channel: "Web",
          items: "2 × Pro valve kit",
          total: "$286.00",
          status: "shipped",
        },
        {
          ref: "PO-88213",
          customer: "Keller Plumbing Supply",
          channel: "Trade PO",
          items: "40 × brass fitting, 3/4 in",
          total: "$1,912.40",
          status: "hold",
        },
        {
          ref: "#10483",
          customer: "Marcus Lee",
          channel: "Web",
          items: "1 × Thermostatic mixer",
          total: "$189.00",
          status: "picking",
        },
        {
          ref: "SO-4471",
          customer: "Brightwater Facilities",
          channel: "Sales rep",
          items: "12 × Pressure gauge kit",
          total: "$2,340.00",
          status: "paid",
        },
      ],
    },
    callout: {
      icon: "sparkles",
      title: "PO-88213 held before picking",
      body: "Unit price $47.81 is below the Keller price list ($49.20)",
    },
  },
  problems: {
    title: "When the team is the integration between store and warehouse",
    lead: "Growing sellers pick a good tool for each job and then spend their days copying orders from one to the next.",
    items: [
      {
        icon: "inbox",
        title: "Trade orders retyped from PDFs",
        body: "Purchase orders from trade customers arrive by email and are keyed into the order system by hand, with prices checked against a price list by eye.",
      },
      {
        icon: "package",
        title: "Stock promised to two customers",
        body: "Web and trade orders draw on the same shelves, but stock is updated once a day, so a popular item sells out twice.",
      },
      {
        icon: "credit-card",
        title: "Payouts that don't tie to orders",
        body: "Card payments, fees, refunds and payouts land in the bank as lump sums, and finance rebuilds the link to each order at month end.",
      },
    ],
  },
  features: {
    title: "One flow from checkout to the ledger",
    lead: "Orders, stock and payments move through Aden without a person copying them between systems.",
    items: [
      {
        eyebrow: "Order queue",
        title: "Every order checked, allocated and released in one pass",
        body: "Each order is checked for price, address and payment, stock is allocated from the right location and the pick list goes to the warehouse. Tracking goes back to the store when it ships.",
        points: [
          "Orders released only once Stripe confirms the payment",
          "Addresses validated and split shipments planned by location",
          "Tracking numbers written back to Shopify and emailed to the buyer",
        ],
        visual: {
          kind: "workflow",
          title: "Automations · Order fulfilment",
          label:
            "An order-fulfilment workflow in Aden: a Shopify order arrives, a rule checks the payment, an AI agent checks the address and allocates stock, the pick list goes to the warehouse and tracking returns to the store.",
          heading: "Order #10483 · Marcus Lee",
          steps: [
            {
              type: "trigger",
              title: "Order placed on the store",
              detail: "Shopify · 1 item · $189.00",
              status: "done",
            },
            {
              type: "rule",
              title: "Payment confirmed",
              detail: "Stripe · captured",
              status: "done",
            },
            {
              type: "ai",
              title: "Check address and allocate",
              detail: "Suite number added · Reno warehouse",
              status: "done",
            },
            {
              type: "system",
              title: "Pick list to the warehouse",
              detail: "Bin C-04-2 · wave 3",
              status: "running",
            },
            {
              type: "system",
              title: "Tracking back to the store",
              detail: "On label print",
              status: "queued",
            },
          ],
          footer: "Orders with a failed check go to a person, with the reason",
        },
      },
      {
        eyebrow: "Trade orders",
        title: "Emailed purchase orders read like web orders",
        body: "Intelligent Data Onboarding reads trade customers' PDF purchase orders into the same format as web orders and checks every line against that customer's price list and terms before it joins the queue.",
        points: [
          "Customer, ship-to, lines and requested dates read from any layout",
          "Prices checked against the customer's contract price list",
          "Differences sent to the account manager, not the warehouse",
        ],
        visual: {
          kind: "document-match",
          title: "Orders · Trade PO check",
          label:
            "A trade purchase order from Keller Plumbing Supply compared in Aden with Keller's price list and the draft sales order: customer, item and quantity match, the unit price is below the contract price.",
          documents: [
            { type: "Customer PO", ref: "PO-88213" },
            { type: "Price list", ref: "KELLER-2026" },
            { type: "Sales order", ref: "SO-4490" },
          ],
          rows: [
            {
              field: "Customer",
              values: ["Keller Plumbing", "Keller Plumbing", "Keller Plumbing"],
              state: "match",
            },
            {
              field: "Item",
              values: ["BF-075-BR", "BF-075-BR", "BF-075-BR"],
              state: "match",
            },
            {
              field: "Quantity",
              values: ["40", "MOQ 10", "40"],
              state: "match",
            },
            {
              field: "Unit price",
              values: ["$47.81", "$49.20", "$49.20"],
              state: "mismatch",
            },
            {
              field: "Terms",
              values: ["Net 30", "Net 30", "Net 30"],
              state: "match",
            },
          ],
          verdict: {
            state: "exception",
            text: "Held for the account manager: PO price is 2.8% under contract",
          },
        },
      },
      {
        eyebrow: "Stock",
        title: "Stock you can promise, across every channel",
        body: "On-hand, committed and incoming stock are kept per location as orders arrive, and the store shows what can really ship. Fast movers are flagged for reorder before they sell out.",
        points: [
          "Available-to-promise updated with every order, not once a day",
          "Store quantities synced per location to Shopify",
          "Reorder suggestions from sales velocity and supplier lead time",
        ],
        visual: {
          kind: "stock-table",
          title: "Inventory · Available to promise",
          label:
            "An available-to-promise stock table in Aden: five products across two warehouses with on-hand against reorder point, two low and one to reorder, and a suggested purchase order.",
          heading: "Fast movers · next 14 days",
          rows: [
            {
              sku: "PVK-200",
              item: "Pro valve kit",
              location: "Reno",
              onHand: 64,
              par: 40,
              status: "ok",
            },
            {
              sku: "TMX-110",
              item: "Thermostatic mixer",
              location: "Reno",
              onHand: 22,
              par: 30,
              status: "low",
            },
            {
              sku: "BF-075-BR",
              item: "Brass fitting, 3/4 in",
              location: "Columbus",
              onHand: 180,
              par: 400,
              status: "reorder",
            },
            {
              sku: "PGK-012",
              item: "Pressure gauge kit",
              location: "Columbus",
              onHand: 36,
              par: 48,
              status: "low",
            },
          ],
          suggestion:
            "Draft PO to Ridgeline Brass: 600 × BF-075-BR, lead time 12 days",
        },
      },
    ],
  },
  quote: { draft: false, caseStudy: "bluestreak" },
  caseStudy: {
    slug: "bluestreak",
    title: "A manufacturer connected its store, its warehouse and its payables",
  },
  connections: {
    title: "Your store, payments and ledger, connected",
    lead: "Keep the storefront your customers know and the payment provider you trust; Aden runs the work between them.",
    integrations: ["shopify", "stripe", "hubspot", "salesforce"],
    processes: ["customer-order-fulfilment", "inventory-reorder"],
  },
  related: {
    title: "Works well with",
    lead: "Orders are the start of the story. These modules carry it through to stock and the books.",
    slugs: ["inventory-management", "accounting", "manufacturing"],
  },
  faq: [
    {
      question: "Does Aden replace Shopify?",
      answer:
        "No. Your store stays where customers buy. Aden picks up each order as it is placed, runs the checks and the fulfilment steps, and writes stock levels and tracking back to Shopify.",
    },
    {
      question: "Can trade customers keep sending PDF purchase orders?",
      answer:
        "Yes. They email them as they do today. Aden reads each one, matches the customer and their price list, and puts the order in the same queue as web orders, with any difference flagged for the account manager.",
    },
    {
      question: "How are Stripe payouts reconciled?",
      answer:
        "Aden breaks each payout into the charges, refunds and fees it contains, links them to their orders and prepares the entries for your ledger, so the bank deposit ties out without a spreadsheet.",
    },
    {
      question: "What happens when an order fails a check?",
      answer:
        "It is held before picking and sent to the right person with the reason, for example a price below contract, an address that doesn't validate or a payment not yet captured. Nothing is promised until it clears.",
    },
  ],
  cta: {
    title: "Run a day of orders through Aden",
    lead: "Start free and connect your store, or book a call and we will map your order-to-cash flow with you.",
  },
} satisfies SolutionPageInput;
