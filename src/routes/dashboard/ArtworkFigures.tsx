import { Link } from '@tanstack/react-router';
import { ARTWORK_FIGURE_TEXTS, type ArtworkFigures as Figures, type ArtworkOverview, type MatrixFilter } from '../../api/contract';
import { Card, Stack, Table, type TableColumn, Text } from '../../design-system';
import * as styles from './dashboard.css';

const T = ARTWORK_FIGURE_TEXTS;
const numbers = new Intl.NumberFormat('en-GB');
type Row = ArtworkOverview['events'][number];

/** Each figure: its words, and a line saying what it counts. */
const FIGURES: { key: keyof typeof T.figures; hint: (figures: Figures) => string }[] = [
  { key: 'submitted', hint: (figures) => T.ofAsked(figures.asked) },
  { key: 'awaitingReview', hint: () => T.awaitingHint },
  { key: 'changesRequested', hint: () => T.changesHint },
  { key: 'approved', hint: (figures) => T.ofAsked(figures.asked) },
  { key: 'overdue', hint: () => T.overdueHint },
];

/** A count that opens the event's completeness matrix with the filter that shows those exhibitors. */
function Filtered({ row, count, filter, what }: { row: Row; count: number; filter: MatrixFilter; what: string }) {
  if (count === 0) return <>{count}</>;
  return (
    <Link to="/event-details/$id" params={{ id: String(row.event.id) }} search={{ filter } as never} className={styles.countLink} aria-label={T.openFiltered(count, what, row.event.name)}>
      {numbers.format(count)}
    </Link>
  );
}

const figure = (key: keyof Figures, header: string): TableColumn<Row> => ({ key, header, align: 'end', render: (row) => numbers.format(row.figures[key]) });

const COLUMNS: TableColumn<Row>[] = [
  {
    key: 'event',
    header: T.event,
    render: (row) => (
      <Link to="/event-details/$id" params={{ id: String(row.event.id) }} className={styles.eventLink}>
        {row.event.name}
      </Link>
    ),
  },
  figure('asked', T.asked),
  figure('submitted', T.figures.submitted),
  { key: 'awaitingReview', header: T.figures.awaitingReview, align: 'end', render: (row) => <Filtered row={row} count={row.figures.awaitingReview} filter="needs-review" what={T.figures.awaitingReview} /> },
  figure('changesRequested', T.figures.changesRequested),
  figure('approved', T.figures.approved),
  { key: 'overdue', header: T.figures.overdue, align: 'end', render: (row) => <Filtered row={row} count={row.figures.overdue} filter="overdue" what={T.figures.overdue} /> },
];

/**
 * Where the artwork of the reader's events stands, counted per exhibitor and requirement: the five
 * figures over all those events (in a row, as TailAdmin's target card ends), then each event's own
 * (the first few, soonest first).
 */
export function ArtworkFigures({ artwork, hint }: { artwork: ArtworkOverview; hint: string }) {
  const { totals, events, eventCount } = artwork;
  return (
    <Card title={T.title}>
      <Stack>
        <Text size="sm" tone="muted">{hint}</Text>
        <dl className={styles.figures}>
          {FIGURES.map(({ key, hint: figureHint }) => (
            <div key={key} className={styles.figure}>
              <Text as="dt" size="sm" tone="muted">{T.figures[key]}</Text>
              <dd className={styles.figureValue}>{numbers.format(totals[key])}</dd>
              <Text as="dd" size="xs" tone="muted">{figureHint(totals)}</Text>
            </div>
          ))}
        </dl>
        {eventCount === 0 ? (
          <Text size="sm" tone="muted">{T.noArtwork}</Text>
        ) : (
          <>
            <Text as="h3" size="md" weight="semibold" tone="strong">{T.byEventTitle}</Text>
            <Table caption={T.byEventTitle} columns={COLUMNS} rows={events} getRowKey={(row) => row.event.id} emptyText={T.noArtwork} />
            {eventCount > events.length && <Text size="sm" tone="muted">{T.moreEvents(eventCount - events.length)}</Text>}
          </>
        )}
      </Stack>
    </Card>
  );
}
