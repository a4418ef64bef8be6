// The look of an Open Graph card (docs/decisions/032): the dark hero of the site (ink-950 with the
// brand and mint glows, docs/design.md), the logo and wordmark, the section and the page's title.
// satori lays it out as SVG and resvg paints the PNG.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { renderAsync } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import { COMPANY } from "~/config/site";
import { OG_CARD_SIZE, type OgCard } from "~/lib/og-card";
import { withText } from "./png";

const require = createRequire(import.meta.url);

export const STYLES_FILE = fileURLToPath(
  new URL("../../app/styles/app.css", import.meta.url),
);

let styles: string | null = null;
/** A colour of the site's theme (app/styles/app.css), so the cards change with the site. */
function token(name: string): string {
  styles ??= readFileSync(STYLES_FILE, "utf8");
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(
    styles,
  )?.[1];
  if (!value) throw new Error(`app.css has no colour --color-${name}`);
  return value;
}

/**
 * Inter as static WOFF files: satori reads TTF, OTF and WOFF but not the WOFF2 of the variable
 * font the site loads (@fontsource-variable/inter). Latin first, Latin Extended for the rest.
 */
export const FONT_FILES = [500, 600, 700].flatMap((weight) =>
  ["latin", "latin-ext"].map((subset) => ({
    weight,
    file: require.resolve(
      `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
    ),
  })),
);

export const LOGO_FILE = fileURLToPath(
  new URL("../../public/favicon.svg", import.meta.url),
);

let fonts: Font[] | null = null;
const loadFonts = () =>
  (fonts ??= FONT_FILES.map(({ weight, file }) => ({
    name: "Inter",
    data: readFileSync(file),
    weight: weight as Font["weight"],
    style: "normal" as const,
  })));

let logo: string | null = null;
const logoDataUri = () =>
  (logo ??= `data:image/svg+xml;base64,${readFileSync(LOGO_FILE).toString("base64")}`);

/** Long titles get a smaller size before they are clamped to three lines. */
function titleSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 56) return 72;
  if (title.length <= 84) return 62;
  return 54;
}

function CardLayout({ card }: { card: Pick<OgCard, "section" | "title"> }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 80px 72px",
        backgroundColor: token("ink-950"),
        // The hero's glows: hex colours with an alpha byte.
        backgroundImage: [
          `radial-gradient(circle at 88% -10%, ${token("brand-500")}8c, ${token("brand-500")}00 52%)`,
          `radial-gradient(circle at -5% 110%, ${token("mint-400")}38, ${token("mint-400")}00 42%)`,
        ].join(", "),
        fontFamily: "Inter",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        <img src={logoDataUri()} alt="" width={60} height={60} />
        <span
          style={{
            marginLeft: 20,
            fontSize: 44,
            fontWeight: 700,
            letterSpacing: "-0.02em",
          }}
        >
          Aden
        </span>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        {card.section ? (
          <span
            style={{
              marginBottom: 24,
              fontSize: 30,
              fontWeight: 600,
              color: token("mint-300"),
            }}
          >
            {card.section}
          </span>
        ) : null}
        <div
          style={{
            display: "block",
            maxWidth: 1040,
            fontSize: titleSize(card.title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: "-0.03em",
            lineClamp: 3,
            // Not "balance": satori balances a clamped title over all its lines, then cuts them.
            textWrap: "pretty",
          }}
        >
          {card.title}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          fontSize: 26,
          fontWeight: 500,
          color: token("ink-300"),
        }}
      >
        {/* The home page's title is the tagline: it isn't said twice. */}
        {card.title === COMPANY.tagline ? "" : COMPANY.tagline}
      </div>
    </div>
  );
}

/** One card as a 1200×630 PNG. */
export async function renderCard(
  card: Pick<OgCard, "section" | "title">,
): Promise<Buffer> {
  const svg = await satori(<CardLayout card={card} />, {
    ...OG_CARD_SIZE,
    fonts: loadFonts(),
  });
  // resvg paints on libuv's thread pool: cards render in parallel while satori lays out the next.
  const image = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
  });
  // The title rides along in the file, so a test can tell that a page's card shows its title.
  return withText(image.asPng(), "Title", card.title);
}
