/**
 * The injection guard of the rule catalogue (isSQLInjectionDetected). The server never builds SQL from text (every
 * query is parameterised), so this is a data-quality rule the spec asks for, not the defence. It therefore looks
 * for statement SHAPES rather than bare keywords: "Select Condo", "Union Tower", "Drop-off point" and Thai
 * addresses pass, while `select name from users`, `drop table`, `union select`, `or 1=1`, a single quote and the
 * comment markers -- /* *\/ are refused.
 */

const IDENTIFIER = String.raw`[\w.\[\]"\x60]+`;

const SQL_SHAPES: readonly RegExp[] = [
  // A quote ends a string literal and lets the rest run as SQL.
  /'/,
  /--|\/\*|\*\//,
  // `select <*, a column list or a count(...)> from <table>`; "select a unit from the list" is prose, not SQL.
  new RegExp(
    String.raw`\bselect\s+(?:distinct\s+|top\s+\d+\s+)?(?:\*|count\s*\([^)]*\)|${IDENTIFIER}(?:\s+as\s+\w+)?(?:\s*,\s*${IDENTIFIER}(?:\s+as\s+\w+)?)*)\s+from\s+${IDENTIFIER}`,
    'i',
  ),
  /\bunion\s+(?:all\s+)?select\b/i,
  /\b(?:drop|alter|create)\s+(?:table|database|schema|view|index|function|procedure|trigger|user)\b/i,
  /\btruncate\s+table\b/i,
  new RegExp(String.raw`\binsert\s+into\s+${IDENTIFIER}\s*(?:\(|values\b|select\b)`, 'i'),
  new RegExp(String.raw`\bdelete\s+from\s+${IDENTIFIER}\s*(?:;|$|where\b)`, 'i'),
  new RegExp(String.raw`\bupdate\s+${IDENTIFIER}\s+set\s+${IDENTIFIER}\s*=`, 'i'),
  // Tautologies: or 1=1, and a = a.
  /\b(?:or|and)\s+(\w+)\s*=\s*\1\b/i,
  // Stacked statements after a semicolon.
  /;\s*(?:select|insert|update|delete|drop|alter|create|truncate|exec|execute|shutdown|declare)\b/i,
  /\bexec(?:ute)?\s+(?:xp_|sp_)\w*/i,
  /\bxp_cmdshell\b|\binformation_schema\b|\bpg_catalog\b/i,
  /\bwaitfor\s+delay\b|\b(?:pg_)?sleep\s*\(\s*\d|\bbenchmark\s*\(\s*\d/i,
];

/** True when the text looks like SQL put there to be executed; such input fails the isSQLInjectionDetected rule. */
export function looksLikeSqlInjection(text: string): boolean {
  return SQL_SHAPES.some((shape) => shape.test(text));
}
