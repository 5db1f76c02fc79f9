'use client';

import { SEARCH_KEYWORD_MAX } from '@sogon/contract/limits';
import { searchTexts as text } from '@sogon/contract/messages/search';
import { searchEndpoints } from '@sogon/contract/routes/search.endpoints';
import type { TSearchSuggestion } from '@sogon/contract/schemas/search';
import { browserApi } from '@web/lib/api/browser';
import { useRouter } from 'next/navigation';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import styles from './Search.module.css';
import { searchHref } from './search-href.ts';

const api = {
  search: browserApi('search', searchEndpoints),
};

const DEBOUNCE_MS = 150;

/**
 * The search field with instant suggestions, as an ARIA 1.2 combobox: arrows move through the
 * suggestions, Enter opens the highlighted one or else searches, Escape closes the list.
 */
export function SearchBox({ initialKeyword = '' }: { initialKeyword?: string }) {
  const router = useRouter();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [keyword, setKeyword] = useState(initialKeyword);
  const [suggestions, setSuggestions] = useState<TSearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const trimmed = keyword.trim();
    if (trimmed === '' || trimmed.length > SEARCH_KEYWORD_MAX) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.search
        .suggest({ query: { keyword: trimmed } }, { signal: controller.signal })
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const expanded = open && suggestions.length > 0;

  const go = (href: string) => {
    setOpen(false);
    router.push(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) return go(`/playlist/${chosen.id}`);
    if (keyword.trim() !== '') go(searchHref(keyword));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the text field itself: the highlight cycles through it like a wrap-around stop.
      const last = suggestions.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1,
      );
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search className={styles.box}>
      <form action="/search" className={styles.form} onSubmit={submit}>
        <input
          className={styles.input}
          type="search"
          name="keyword"
          role="combobox"
          aria-label={text.label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={text.placeholder}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button">
          {text.submit}
        </button>
      </form>
      <div
        id={listboxId}
        role="listbox"
        aria-label={text.suggestions}
        className={styles.listbox}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <div
            key={suggestion.id}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              go(`/playlist/${suggestion.id}`);
            }}
          >
            <span>{suggestion.title}</span>
            <span className={styles.optionChannel}>{suggestion.channelName}</span>
          </div>
        ))}
      </div>
    </search>
  );
}
