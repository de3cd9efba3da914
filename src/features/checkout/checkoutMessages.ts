import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { checkoutMessages, provinceLabel, type PROVINCES } from '@shop/domain/checkout';

/**
 * The checkout's rules speak English in the shared domain (the server answers with the same
 * words): each in the page's language here, where the page shows it.
 */
const RULE_WORDS: Record<keyof typeof checkoutMessages, MessageDescriptor> = {
  nameRequired: msg`Full name is required`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Enter a valid email`,
  phoneRequired: msg`Phone number is required`,
  phoneInvalid: msg`Enter valid Pakistani phone (e.g. 0300-1234567 or +923001234567)`,
  provinceRequired: msg`Please select a province`,
  cityRequired: msg`City is required`,
  addressRequired: msg`Address is required`,
  postalRequired: msg`Postal code is required`,
  postalInvalid: msg`Enter a valid 5-digit postal code`,
  cardUnavailable: msg`Card payments are coming soon; please choose cash on delivery.`,
};

const RULE_BY_TEXT = new Map<string, MessageDescriptor>(
  Object.entries(checkoutMessages).map(([key, text]) => [
    text,
    RULE_WORDS[key as keyof typeof checkoutMessages],
  ]),
);

/** A checkout rule's message (the form's or the server's) in the page's language. */
export function checkoutRuleText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const known = RULE_BY_TEXT.get(text);
  if (known) return i18n._(known);
  const longest = /^At most (\d+) characters$/.exec(text)?.[1];
  return longest ? t`At most ${longest} characters` : text;
}

type ProvinceValue = (typeof PROVINCES)[number]['value'];

const PROVINCE_WORDS: Record<ProvinceValue, MessageDescriptor> = {
  Punjab: msg`Punjab`,
  Sindh: msg`Sindh`,
  KPK: msg`KPK (Khyber Pakhtunkhwa)`,
  Balochistan: msg`Balochistan`,
  Gilgit: msg`Gilgit (Gilgit-Baltistan)`,
  'Azad Kashmir': msg`Azad Kashmir`,
  Islamabad: msg`Islamabad Capital Territory`,
};

/** A province's name in the page's language (one the shop does not know, as written). */
export function provinceText(value: string): string {
  const words = PROVINCE_WORDS[value as ProvinceValue];
  return words ? i18n._(words) : provinceLabel(value);
}
