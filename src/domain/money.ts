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
