/** Ten digits as a 사업자등록번호 is written, 000-00-00000; anything else as it is. */
export function formatBusinessNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
