/**
 * The forms the mock upstream serves at GET /online-form/{id}: public forms as a customer of the
 * AI form builder would publish them, for three of the site's industries, covering every field
 * type. The companies are made up.
 */

export type MockOnlineFormField = {
  name: string;
  label: string;
  type:
    | "text"
    | "email"
    | "tel"
    | "number"
    | "textarea"
    | "select"
    | "radio"
    | "checkbox"
    | "date";
  required: boolean;
  placeholder?: string | null;
  help?: string | null;
  options?: { value: string; label: string }[];
  min?: number | null;
  max?: number | null;
  maxLength?: number | null;
  /** Date fields: only today or earlier (the site also infers it for a date of birth). */
  pastOnly?: boolean | null;
};

export type MockOnlineForm = {
  id: string;
  title: string;
  description: string | null;
  submitLabel?: string | null;
  confirmation?: string | null;
  fields: MockOnlineFormField[];
};

const options = (...labels: string[]) =>
  labels.map((label) => ({
    value: label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    label,
  }));

export const SEEDED_ONLINE_FORMS: readonly MockOnlineForm[] = [
  {
    id: "subcontractor-prequalification",
    title: "Subcontractor prequalification",
    description:
      "Kestrel Ridge Construction prequalifies every trade partner before bid invitations go out for the Riverside Medical Office Building. It takes about five minutes; our preconstruction team reviews each submission.",
    submitLabel: "Submit prequalification",
    confirmation:
      "Our preconstruction team reviews prequalifications within five business days. Approved trade partners receive the bid invitation and drawings for their package by email.",
    fields: [
      {
        name: "companyName",
        label: "Company legal name",
        type: "text",
        required: true,
        placeholder: "As it appears on your W-9",
        maxLength: 120,
      },
      {
        name: "estimatingEmail",
        label: "Estimating contact email",
        type: "email",
        required: true,
        placeholder: "estimating@yourcompany.com",
      },
      {
        name: "officePhone",
        label: "Office phone",
        type: "tel",
        required: true,
      },
      {
        name: "trade",
        label: "Primary trade",
        type: "select",
        required: true,
        options: options(
          "Concrete",
          "Structural steel",
          "Electrical",
          "Plumbing",
          "HVAC and mechanical",
          "Drywall and framing",
          "Roofing",
          "Sitework and excavation",
        ),
      },
      {
        name: "yearsInBusiness",
        label: "Years in business",
        type: "number",
        required: true,
        min: 0,
        max: 150,
      },
      {
        name: "emr",
        label: "Experience modification rate (EMR)",
        type: "number",
        required: false,
        min: 0,
        max: 5,
        placeholder: "For example, 0.85",
        help: "From your workers' compensation carrier. 1.0 is the industry average.",
      },
      {
        name: "laborType",
        label: "Labor",
        type: "radio",
        required: true,
        options: options("Union", "Open shop", "Both"),
      },
      {
        name: "safetyProgram",
        label: "Safety program summary",
        type: "textarea",
        required: false,
        maxLength: 1_000,
        placeholder:
          "Site-specific safety plans, OSHA 30 holders, toolbox talk cadence…",
      },
      {
        name: "insuranceConfirmed",
        label:
          "We carry at least $2M general liability per occurrence and will name Kestrel Ridge Construction as additional insured.",
        type: "checkbox",
        required: true,
      },
    ],
  },
  {
    id: "patient-supply-request",
    title: "Home care supply request",
    description:
      "Bayview Home Health patients and caregivers can order wound care, diabetic and ostomy supplies here. A nurse checks every request against the care plan before it ships.",
    submitLabel: "Send request",
    confirmation:
      "A nurse reviews your request against the care plan within one business day and calls you if anything needs to change. Supplies usually arrive within three business days.",
    fields: [
      {
        name: "patientName",
        label: "Patient full name",
        type: "text",
        required: true,
        maxLength: 100,
      },
      {
        name: "dateOfBirth",
        label: "Patient date of birth",
        type: "date",
        required: true,
        pastOnly: true,
      },
      {
        name: "phone",
        label: "Best phone number",
        type: "tel",
        required: true,
        help: "We call this number if the order needs a change.",
      },
      {
        name: "email",
        label: "Email for delivery updates",
        type: "email",
        required: false,
      },
      {
        name: "category",
        label: "Supply category",
        type: "select",
        required: true,
        options: options(
          "Wound care",
          "Diabetic testing",
          "Ostomy",
          "Incontinence",
          "Respiratory accessories",
          "Mobility aids",
        ),
      },
      {
        name: "daysOfSupply",
        label: "Days of supply needed",
        type: "number",
        required: true,
        min: 1,
        max: 90,
        help: "We ship up to 90 days at a time.",
      },
      {
        name: "delivery",
        label: "Delivery",
        type: "radio",
        required: true,
        options: options("Ship to my home", "Pick up at the clinic"),
      },
      {
        name: "notes",
        label: "Anything the care team should know?",
        type: "textarea",
        required: false,
        maxLength: 500,
        placeholder: "Adhesive allergies, preferred brands, a gate code…",
      },
      {
        name: "authorized",
        label:
          "I am the patient, or I am authorized to request supplies on the patient's behalf.",
        type: "checkbox",
        required: true,
      },
    ],
  },
  {
    id: "equipment-service-request",
    title: "Equipment service request",
    description:
      "Tell Meridian Industrial Services what is wrong and we will dispatch a field technician. Line-down calls are answered around the clock.",
    submitLabel: "Request service",
    confirmation: null,
    fields: [
      {
        name: "plant",
        label: "Plant or company name",
        type: "text",
        required: true,
      },
      {
        name: "contactName",
        label: "Your name",
        type: "text",
        required: true,
      },
      {
        name: "workEmail",
        label: "Work email",
        type: "email",
        required: true,
      },
      {
        name: "equipment",
        label: "Equipment",
        type: "select",
        required: true,
        options: options(
          "CNC machining center",
          "Injection molding press",
          "Air compressor",
          "Conveyor line",
          "Packaging machine",
          "Other",
        ),
      },
      {
        name: "serialNumber",
        label: "Serial number",
        type: "text",
        required: false,
        maxLength: 40,
        placeholder: "On the machine's nameplate",
      },
      {
        name: "urgency",
        label: "How urgent is it?",
        type: "radio",
        required: true,
        options: [
          { value: "line-down", label: "Line down: production has stopped" },
          { value: "degraded", label: "Degraded: running with problems" },
          {
            value: "planned",
            label: "Planned: schedule preventive maintenance",
          },
        ],
      },
      {
        name: "preferredDate",
        label: "Preferred service date",
        type: "date",
        required: false,
      },
      {
        name: "problem",
        label: "Describe the problem",
        type: "textarea",
        required: true,
        maxLength: 2_000,
        help: "Alarm codes, when it started and what has been tried so far.",
      },
    ],
  },
];
