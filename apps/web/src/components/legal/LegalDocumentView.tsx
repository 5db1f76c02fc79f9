import type { LegalDocument } from '@sogon/contract/messages/legal';
import styles from './Legal.module.css';

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <div className="container">
      <article className={styles.doc}>
        <h1 className="page-title">{document.title}</h1>
        <p className={styles.effective}>{document.effective}</p>
        <p>{document.intro}</p>
        {document.articles.map((article) => (
          <section key={article.heading}>
            <h2>{article.heading}</h2>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
