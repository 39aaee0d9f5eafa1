import type { WhtType } from '@suanklang/shared';
import type { RdPrepPayee } from './rd-prep';

/**
 * A payee's one name field split as the PND attachments want it. A person (PND 3): the title, the first name and
 * the rest as the last name ("นางสาวสมศรี มีสุข" -> นางสาว | สมศรี | มีสุข). A company (PND 53): its legal form as
 * the title when the name starts with one ("บริษัท ก จำกัด" -> บริษัท | ก จำกัด), else no title and the whole name.
 * A person's name without a known title gets none: the file writer refuses the row (PND 3 needs one) rather
 * than the title being guessed.
 */
const PERSON_TITLES = ['นางสาว', 'น.ส.', 'นาง', 'นาย', 'Miss', 'Mrs.', 'Ms.', 'Mr.'] as const;
const COMPANY_TITLES = [
  'บริษัทมหาชนจำกัด',
  'บริษัท',
  'ห้างหุ้นส่วนจำกัด',
  'ห้างหุ้นส่วนสามัญนิติบุคคล',
  'ห้างหุ้นส่วนสามัญ',
  'หจก.',
  'บจก.',
  'มูลนิธิ',
  'สมาคม',
  'สหกรณ์',
] as const;

function titled(name: string, titles: readonly string[]): { title: string; rest: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const title = titles.find((t) => trimmed.startsWith(t));
  return title ? { title, rest: trimmed.slice(title.length).trim() } : { title: '', rest: trimmed };
}

export function rdPrepPayee(form: WhtType, name: string): RdPrepPayee {
  if (form === 'PND53') {
    const { title, rest } = titled(name, COMPANY_TITLES);
    return { kind: 'company', title, name: rest };
  }
  const { title, rest } = titled(name, PERSON_TITLES);
  const space = rest.indexOf(' ');
  return space < 0
    ? { kind: 'individual', title, firstName: rest, lastName: '' }
    : { kind: 'individual', title, firstName: rest.slice(0, space), lastName: rest.slice(space + 1) };
}
