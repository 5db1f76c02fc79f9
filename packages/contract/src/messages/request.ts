/**
 * The Korean `detail` of refusals that come before any route's own checks: the request itself
 * (its characters, size, format or address) is what a client has to change.
 */
export const requestDetails = {
  controlCharacter: (field: string) => `입력값(${field})에 사용할 수 없는 문자가 들어 있습니다.`,
  headerControlCharacter: '요청 헤더에 사용할 수 없는 문자가 들어 있습니다.',
  bodyTooLarge: '보낸 내용이 너무 큽니다.',
  unsupportedMediaType: '지원하지 않는 형식으로 보낸 요청입니다.',
  malformedBody: '보낸 내용의 형식이 올바르지 않습니다.',
  bodyTooDeep: '보낸 내용이 너무 깊게 중첩되어 있습니다.',
  bodyTooManyValues: '보낸 내용에 들어 있는 값이 너무 많습니다.',
  headersTooLarge: '요청 주소나 헤더가 너무 깁니다.',
  malformedRequest: '요청 형식이 올바르지 않습니다.',
  requestTimeout: '요청을 받는 데 시간이 너무 오래 걸렸습니다. 다시 시도해 주세요.',
  mediaNotFound: '파일을 찾을 수 없습니다.',
  rangeNotSatisfiable: '요청한 범위가 파일의 크기를 벗어났습니다.',
} as const;
