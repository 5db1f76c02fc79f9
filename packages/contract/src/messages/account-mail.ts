/** Mails the service sends about an account: what the member reads in their inbox. */
export const accountMailTexts = {
  passwordReset: {
    subject: '[소곤] 비밀번호 재설정 안내',
    text: (options: { link: string; validMinutes: number }) =>
      [
        '안녕하세요, 소곤입니다.',
        '',
        '비밀번호 재설정을 요청하셔서 안내해 드려요.',
        '아래 링크를 눌러 새 비밀번호를 설정해 주세요.',
        '',
        options.link,
        '',
        `이 링크는 ${options.validMinutes}분 동안, 한 번만 사용할 수 있어요.`,
        '비밀번호를 바꾸면 로그인되어 있던 모든 기기에서 로그아웃돼요.',
        '',
        '비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않아요.',
        '',
        '소곤 드림',
      ].join('\n'),
  },
} as const;
