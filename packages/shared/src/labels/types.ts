/** The Thai and English label of one code. */
export type CodeText = {
  readonly th: string;
  readonly en: string;
};

/** One label for each code of a code list: a missing or an extra code is a type error. */
export type LabelsOf<Codes extends readonly (string | number)[]> = {
  readonly [C in Codes[number]]: CodeText;
};
