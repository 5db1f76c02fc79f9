/** Banks a payout can go to: 금융결제원 standard codes and the names Korean apps show. */
export const BANKS = {
  '002': 'KDB산업은행',
  '003': 'IBK기업은행',
  '004': 'KB국민은행',
  '007': '수협은행',
  '011': 'NH농협은행',
  '012': '지역농축협',
  '020': '우리은행',
  '023': 'SC제일은행',
  '027': '한국씨티은행',
  '031': 'iM뱅크',
  '032': '부산은행',
  '034': '광주은행',
  '035': '제주은행',
  '037': '전북은행',
  '039': '경남은행',
  '045': '새마을금고',
  '048': '신협',
  '071': '우체국',
  '081': '하나은행',
  '088': '신한은행',
  '089': '케이뱅크',
  '090': '카카오뱅크',
  '092': '토스뱅크',
} as const;
export type TBankCode = keyof typeof BANKS;
export const BANK_CODES = Object.keys(BANKS) as [TBankCode, ...TBankCode[]];
