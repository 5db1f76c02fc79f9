/** Korean texts of the sound bed (배경 소리) in the full player's settings. */

export const soundBedTexts = {
  open: '배경 소리',
  /** aria-label of the panel's region. */
  panel: '배경 소리 설정',
  intro:
    '에피소드 아래에 빗소리나 파도 소리를 깔아 들어요. 기기 안에서 만든 소리라 오프라인에서도 들리고, 에피소드와 하트에는 영향이 없어요.',
  sounds: {
    rain: '빗소리',
    fan: '선풍기',
    waves: '파도',
    fire: '모닥불',
    pink: '핑크 노이즈',
    brown: '브라운 노이즈',
  },
  soundVolume: (sound: string) => `${sound} 음량`,
  volumeValue: (sound: string, percent: number) => `${sound} 음량 ${percent}%`,
  master: '배경 소리 전체 음량',
  masterValue: (percent: number) => `배경 소리 전체 음량 ${percent}%`,
  keepPlaying: '계속 재생',
  keepPlayingHint: '에피소드를 멈춰도 배경 소리는 계속 들려요. 플레이어를 닫으면 함께 멈춰요.',
  followsPlayer: '에피소드를 재생하면 함께 들려요.',
  reset: '배경 소리 초기화',
  unavailable: '이 브라우저에서는 배경 소리를 들을 수 없어요.',
  loading: '배경 소리를 준비하는 중…',
};
