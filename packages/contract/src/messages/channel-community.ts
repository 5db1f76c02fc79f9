/**
 * Korean texts of members-only posts, studio gallery uploads, announcements, channel blocks and
 * the member's notifications (issue 37): API details (refusals) and the studio and channel pages.
 */
export const channelCommunityDetails = {
  /** Another creator's, a member's or a visitor's write to a channel's studio. */
  notChannelOwner: '채널 운영자만 할 수 있어요.',
  membersOnly: '멤버십 전용이에요. 멤버십에 가입하면 볼 수 있어요.',
  membersOnlyPurchase: '멤버십 전용 그림은 멤버십에 가입해야 볼 수 있어요. 하트는 쓰지 않았어요.',

  /** Blocks. */
  blockedComment: '이 채널에서 차단되어 댓글을 쓸 수 없어요.',
  blockedTip: '이 채널에서 차단되어 후원할 수 없어요.',
  blockedGift: '이 채널에서 차단되어 선물할 수 없어요.',
  blockedWrite: '이 채널에서 차단되어 글을 쓸 수 없어요.',
  blockSelf: '내 채널에서 나 자신은 차단할 수 없어요.',
  blockUnknownMember: '차단할 회원을 찾을 수 없어요.',

  /** Gallery uploads. */
  galleryImageMissing: '올릴 그림 파일을 골라 주세요.',
  galleryImageTooLarge: '그림은 10MB 이하만 올릴 수 있어요.',
  galleryImageType: 'JPEG, PNG, WebP, GIF 그림만 올릴 수 있어요.',
  galleryImageUnreadable: '그림 파일을 읽을 수 없어요. 다른 파일로 올려 주세요.',
  galleryImageDimensions: '그림의 가로와 세로는 각각 16~8000px이어야 해요.',
  galleryFields: '제목(1~100자), 설명(1000자 이하), 가격(0 이상의 하트 수)을 확인해 주세요.',
  galleryAdultNotVerified: '19세 이상 그림은 성인 인증을 마친 운영자만 올릴 수 있어요.',
  galleryItemMissing: '내 채널에서 이 그림을 찾을 수 없어요.',

  /** Announcements. */
  announcementDailyLimit: '공지는 채널마다 하루(한국 시간)에 3번까지 보낼 수 있어요. 내일 다시 보내 주세요.',
  announcementNoTiers: '받을 멤버십 등급을 하나 이상 골라 주세요.',
  announcementUnknownTier: '내 채널의 멤버십 등급만 고를 수 있어요.',
} as const;

/** The in-app notification and mail an announcement arrives as. */
export const announcementDelivery = {
  mailSubject: (channel: string, title: string) => `[소곤] ${channel}: ${title}`,
  mailText: (channel: string, title: string, body: string, link: string) =>
    `${channel} 채널의 공지예요.\n\n${title}\n\n${body}\n\n채널에서 보기: ${link}\n\n알림 메일은 마이페이지의 알림 설정에서 끌 수 있어요.`,
} as const;

/** Korean texts of issue 37's pages: members-only marks, the studio's posts, gallery, blocks and announcements. */
export const channelCommunityTexts = {
  membersOnlyBadge: '멤버십 전용',
  membersOnlyLocked: '멤버십 전용 글이에요. 멤버십에 가입하면 읽을 수 있어요.',
  membersOnlyPicture: '멤버십 전용 그림이에요. 멤버십에 가입하면 볼 수 있어요.',
  seeTiers: '멤버십 보기',
  /** 마이페이지 → 알림. */
  notifications: {
    title: '알림',
    empty: '아직 받은 알림이 없어요.',
    unread: (count: number) => `읽지 않은 알림 ${count.toLocaleString('ko-KR')}개`,
    markRead: '모두 읽음으로 표시',
    markedRead: '모든 알림을 읽음으로 표시했어요.',
    newBadge: '새 알림',
    open: '채널에서 보기',
  },
  /** The console's member detail. */
  opsBlocks: '채널 차단',
  opsNoBlocks: '없음',
  markMembersOnly: '멤버십 전용 (멤버십 전용 글 혜택이 있는 등급의 멤버만 읽어요)',

  /** The comment menu's block. */
  block: '차단',
  blockLabel: (name: string) => `${name} 님을 이 채널에서 차단`,
  blockConfirmTitle: '이 회원을 차단할까요?',
  blockConfirmBody: (name: string) =>
    `${name} 님은 이 채널에 댓글을 쓰거나 후원·선물할 수 없어요. 이미 구매한 것은 그대로 들을 수 있어요.`,
  blockConfirm: '차단하기',
  blocked: '차단했어요.',

  studio: {
    postsTitle: '게시글과 갤러리',
    postsLead: '채널 게시판에 글을 쓰고, 갤러리에 그림을 올려요. 멤버십 전용으로 두면 멤버만 볼 수 있어요.',
    pickChannel: '채널',
    noChannel: '아직 운영하는 채널이 없어요.',
    boardTitle: '게시판',
    galleryTitle: '갤러리',
    uploadTitle: '그림 올리기',
    fieldTitle: '제목',
    fieldDescription: '설명',
    fieldImage: '그림 파일',
    fieldImageHint:
      'JPEG, PNG, WebP, GIF · 10MB 이하. 올린 그림은 새로 저장되고, 미리보기는 서버에서 흐리게 만들어요.',
    fieldPrice: '가격 (하트)',
    fieldPriceHint: '0이면 무료예요.',
    fieldMembersOnly: '멤버십 전용',
    fieldAdult: '19세 이상 (성인 인증을 마친 운영자만)',
    upload: '올리기',
    uploading: '올리는 중…',
    uploaded: '그림을 올렸어요.',
    noItems: '아직 올린 그림이 없어요.',
    price: (hearts: number) => (hearts > 0 ? `하트 ${hearts}개` : '무료'),
    purchases: (count: number) => `구매 ${count.toLocaleString('ko-KR')}회`,
    edit: '수정',
    editLabel: (title: string) => `${title} 수정`,
    save: '저장',
    saved: '그림 정보를 저장했어요.',
    remove: '삭제',
    removeLabel: (title: string) => `${title} 삭제`,
    removeConfirmTitle: '이 그림을 삭제할까요?',
    removeConfirmBody: (title: string) => `‘${title}’을(를) 갤러리에서 지워요.`,
    removeConfirm: '삭제하기',
    removed: '그림을 삭제했어요.',
    blocksTitle: '차단한 회원',
    noBlocks: '차단한 회원이 없어요.',
    unblock: '차단 해제',
    unblockLabel: (name: string) => `${name} 님 차단 해제`,
    unblockConfirmTitle: '차단을 해제할까요?',
    unblockConfirmBody: (name: string) => `${name} 님이 다시 댓글을 쓰고 후원할 수 있어요.`,
    unblocked: '차단을 해제했어요.',
    blockedAt: (date: string) => `${date} 차단`,
  },

  announcements: {
    title: '공지 보내기',
    lead: '팔로워 모두나 고른 멤버십 등급의 멤버에게 알림을 보내요. 알림 메일을 켠 회원에게는 메일도 가요.',
    fieldTitle: '제목',
    fieldBody: '내용',
    audience: '받는 사람',
    followers: '팔로워 모두',
    tiers: '멤버십 등급 고르기',
    tierLabel: (name: string) => name,
    noTiers: '아직 멤버십 등급이 없어요.',
    remaining: (left: number, perDay: number) => `오늘 ${left}번 더 보낼 수 있어요 (하루 ${perDay}번).`,
    send: '보내기',
    sending: '보내는 중…',
    confirmTitle: '공지를 보낼까요?',
    confirmBody: (audience: string) => `${audience}에게 보내요. 보낸 공지는 되돌릴 수 없어요.`,
    confirm: '보내기',
    sent: '공지를 보냈어요. 받는 분이 많으면 모두에게 닿기까지 조금 걸려요.',
    historyTitle: '보낸 공지',
    noHistory: '아직 보낸 공지가 없어요.',
    status: { queued: '보내는 중', sent: '보냄' },
    recipients: (count: number) => `${count.toLocaleString('ko-KR')}명에게`,
    titleMissing: '제목을 써 주세요.',
    bodyMissing: '내용을 써 주세요.',
    tiersMissing: '받을 등급을 하나 이상 골라 주세요.',
  },
} as const;
