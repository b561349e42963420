import { Link } from '@tanstack/react-router';
import { ARTWORK_FIGURE_TEXTS, type ArtworkFigures as Figures, type ArtworkOverview, type MatrixFilter } from '../../api/contract';
import { Card, Stack, Table, type TableColumn, Text } from '../../design-system';
import { shownLocale, t, useT } from '../../i18n';
import * as styles from './dashboard.css';

const T = ARTWORK_FIGURE_TEXTS;
/** A count as the reader writes numbers. */
const count = (value: number) => value.toLocaleString(shownLocale());
type Row = ArtworkOverview['events'][number];

/** Each figure: its words, and a line saying what it counts. */
const FIGURES: { key: keyof typeof T.figures; hint: (figures: Figures) => string }[] = [
  { key: 'submitted', hint: (figures) => t(T.ofAsked, { asked: figures.asked }) },
  { key: 'awaitingReview', hint: () => t(T.awaitingHint) },
  { key: 'changesRequested', hint: () => t(T.changesHint) },
  { key: 'approved', hint: (figures) => t(T.ofAsked, { asked: figures.asked }) },
  { key: 'overdue', hint: () => t(T.overdueHint) },
];

/** A count that opens the event's completeness matrix with the filter that shows those exhibitors. */
function Filtered({ row, value, filter, what }: { row: Row; value: number; filter: MatrixFilter; what: 'awaitingReview' | 'overdue' }) {
  const t = useT();
  if (value === 0) return <>{count(value)}</>;
  return (
    <Link to="/event-details/$id" params={{ id: String(row.event.id) }} search={{ filter } as never} className={styles.countLink} aria-label={t(T.openFiltered, { count: value, what, event: row.event.name })}>
      {count(value)}
    </Link>
  );
}

const figure = (key: keyof Figures, header: string): TableColumn<Row> => ({ key, header, align: 'end', render: (row) => count(row.figures[key]) });

/** The table's columns in the reader's language: built as it renders. */
const columns = (): TableColumn<Row>[] => [
  {
    key: 'event',
    header: t(T.event),
    render: (row) => (
      <Link to="/event-details/$id" params={{ id: String(row.event.id) }} className={styles.eventLink}>
        {row.event.name}
      </Link>
    ),
  },
  figure('asked', t(T.asked)),
  figure('submitted', t(T.figures.submitted)),
  { key: 'awaitingReview', header: t(T.figures.awaitingReview), align: 'end', render: (row) => <Filtered row={row} value={row.figures.awaitingReview} filter="needs-review" what="awaitingReview" /> },
  figure('changesRequested', t(T.figures.changesRequested)),
  figure('approved', t(T.figures.approved)),
  { key: 'overdue', header: t(T.figures.overdue), align: 'end', render: (row) => <Filtered row={row} value={row.figures.overdue} filter="overdue" what="overdue" /> },
];

/**
 * Where the artwork of the reader's events stands, counted per exhibitor and requirement: the five
 * figures over all those events (in a row, as TailAdmin's target card ends), then each event's own
 * (the first few, soonest first).
 */
export function ArtworkFigures({ artwork, hint }: { artwork: ArtworkOverview; hint: string }) {
  const t = useT();
  const { totals, events, eventCount } = artwork;
  return (
    <Card title={t(T.title)}>
      <Stack>
        <Text size="sm" tone="muted">{hint}</Text>
        <dl className={styles.figures}>
          {FIGURES.map(({ key, hint: figureHint }) => (
            <div key={key} className={styles.figure}>
              <Text as="dt" size="sm" tone="muted">{t(T.figures[key])}</Text>
              <dd className={styles.figureValue}>{count(totals[key])}</dd>
              <Text as="dd" size="xs" tone="muted">{figureHint(totals)}</Text>
            </div>
          ))}
        </dl>
        {eventCount === 0 ? (
          <Text size="sm" tone="muted">{t(T.noArtwork)}</Text>
        ) : (
          <>
            <Text as="h3" size="md" weight="semibold" tone="strong">{t(T.byEventTitle)}</Text>
            <Table caption={t(T.byEventTitle)} columns={columns()} rows={events} getRowKey={(row) => row.event.id} emptyText={t(T.noArtwork)} />
            {eventCount > events.length && <Text size="sm" tone="muted">{t(T.moreEvents, { count: eventCount - events.length })}</Text>}
          </>
        )}
      </Stack>
    </Card>
  );
}
