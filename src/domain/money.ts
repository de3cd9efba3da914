const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A number with thousands separators: 12500 -> "12,500". */
export function formatAmount(amount: number): string {
  return grouping.format(amount);
}

/** Storefront price: "Rs. 12,500". */
export function formatRs(amount: number): string {
  return `Rs. ${formatAmount(amount)}`;
}

/** Back-office amount: "12,500 PKR". */
export function formatPkr(amount: number): string {
  return `${formatAmount(amount)} PKR`;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A back-office amount in short form, for chart axes: 150000 -> "150K PKR", 1200000 -> "1.2M PKR". */
export function formatShortPkr(amount: number): string {
  return `${compact.format(amount)} PKR`;
}
