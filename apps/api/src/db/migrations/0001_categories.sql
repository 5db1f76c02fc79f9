-- Playlist category ids of spec section 3 (and home item set 55). Names are what the home
-- sections and category pages show; operators may rename them.
INSERT INTO "categories" ("id", "code", "name", "sort") VALUES
  (6, 'free', '무료로 듣는 ASMR', 60),
  (7, 'hot', '지금 뜨는 ASMR', 10),
  (8, 'creator', '크리에이터 추천', 20),
  (11, 'shorts', '쇼츠', 110),
  (19, 'up', '급상승', 190),
  (20, 'pdPick', 'PD 픽', 200),
  (21, 'popularity', '인기', 210),
  (22, 'new', '새로 나온 콘텐츠', 220),
  (23, 'top', 'TOP', 230),
  (24, 'high', '고음질 사운드', 240),
  (25, 'ear', '귀가 즐거운 ASMR', 250),
  (34, 'lookbookLegacy', '룩북', 30),
  (35, 'lookbook', '룩북 영상', 350),
  (51, 'clip', '클립', 510),
  (55, 'homeRecommended', '오늘의 추천', 40),
  (58, 'all', '전체', 580),
  (61, 'theme61', '잠들기 좋은 ASMR', 50),
  (62, 'theme62', '오디오툰 극장', 55),
  (63, 'theme63', '영상으로 보는 ASMR', 630),
  (68, 'moving', '무빙툰', 680)
ON CONFLICT ("id") DO NOTHING;
