-- Hand-written (issue 39): searches per Seoul day and keyword, for 인기 검색어 on the empty search
-- page. The search service tallies in memory and adds its counts in one statement now and then,
-- so a keyword asked a thousand times a day is one row, and a day's rows are one range of the key.
CREATE TABLE "search_keyword_days" (
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"searches" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_keyword_days_pk" PRIMARY KEY ("day", "keyword"),
	CONSTRAINT "search_keyword_days_keyword" CHECK (char_length("keyword") BETWEEN 1 AND 50),
	CONSTRAINT "search_keyword_days_searches" CHECK ("searches" > 0)
);
