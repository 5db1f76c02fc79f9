/** What a person reads when the API refuses a request for the site's own safety. */
export const securityTexts = {
  /** A write with our session cookie sent from another site's page (origin check). */
  crossSiteRequest: '다른 사이트에서 보낸 요청은 처리할 수 없어요. 소곤에서 다시 시도해 주세요.',
} as const;
