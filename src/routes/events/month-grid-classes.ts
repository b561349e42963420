import * as theme from './calendar.css';

/**
 * FullCalendar 7.1's class names for its month view with the classic theme, as it writes them for
 * our options (calendar.css.ts's classes among them). The app's month grid draws the same
 * elements with the same classes, so the styles FullCalendar ships (skeleton.css, the classic
 * theme) draw both alike and the swap to FullCalendar changes no pixel. `narrow` is FullCalendar's
 * narrow column (≤ 80 px, labels in small type); the e2e swap test holds the two grids equal.
 */
const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export const monthClasses = {
  root: join('fc-classic-yth fc-classic-n5m', theme.root, 'fc-9x fc-MC fc-A6 fc-II'),
  view: 'fc-A6 fc-dO fc-uR fc-S8',
  table: 'fc-dA fc-A6 fc-classic-Jk3 fc-classic-GAX fc-classic-C1x fc-classic-ku3 fc-classic-zi1 fc-classic-1Wx',
  head: 'fc-classic-Jk3 fc-A6 fc-J9',
  headInner: 'fc-2z',
  headGroup: 'fc-A6 fc-F2',
  headRow: 'fc-classic-wsy fc-classic-C1x fc-2z fc-gp fc-wc fc-MM fc-7o',
  headCell: (first: boolean) =>
    join('fc-classic-E9P fc-classic-wsy fc-classic-C1x', theme.dayHeader, 'fc-3z fc-8s fc-A6 fc-MM fc-al', first && 'fc-Ap', 'fc-7o fc-F2 fc-si fc-FL'),
  hidden: 'fc-QT',
  headLabel: 'fc-A6 fc-8g fc-U3',
  headInnerText: (narrow: boolean) =>
    join('fc-classic-rVY fc-classic-cJ3 fc-classic-dl1 fc-classic-sgX', narrow ? 'fc-classic-vQz' : 'fc-classic-9yp', theme.dayHeaderInner),
  headDivider: 'fc-classic-zi1 fc-classic-C1x',
  body: 'fc-A6 fc-8s fc-dO fc-6w',
  bodyGroup: 'fc-zm fc-A6',
  bodyEnd: 'fc-Cj',
  row: (last: boolean) => join('fc-classic-wsy fc-classic-C1x', theme.dayRow, 'fc-2z fc-dO fc-wc fc-MM', last && 'fc-7o', 'fc-MC'),
  cell: (today: boolean, first: boolean) =>
    join('fc-classic-wsy fc-classic-C1x', today && 'fc-classic-hbn', 'fc-MM fc-al', first && 'fc-Ap', 'fc-7o fc-F2 fc-A6 fc-dO fc-3z fc-8s'),
  cellTop: (narrow: boolean) => join('fc-dO fc-QX', narrow ? 'fc-classic-toR' : 'fc-classic-84e', 'fc-classic-dl1 fc-classic-1sP fc-classic-LMv', theme.dayCellTop),
  dayNumber: (narrow: boolean, other: boolean) =>
    join('fc-classic-rVY fc-classic-TZ4', narrow ? 'fc-classic-cJ3 fc-classic-vQz' : 'fc-classic-V9v fc-classic-9yp', other && 'fc-classic-taq', theme.dayCellTopInner),
  cellEvents: 'fc-A6 fc-zm',
  cellStack: 'fc-dO',
  cellBottom: 'fc-dO fc-QX fc-classic-toR',
  barItem: 'fc-6R fc-LT fc-PS',
  bar: (category: keyof typeof theme.categoryBar, narrow: boolean, isStart: boolean, isEnd: boolean) =>
    join(
      'fc-classic-uqo fc-classic-zIi',
      theme.categoryBar[category],
      'fc-classic-bCs fc-classic-eYX fc-classic-d0j fc-classic-DO7 fc-classic-YjJ fc-classic-vwH fc-classic-3Xj fc-classic-Ika fc-classic-JIC',
      isStart && 'fc-classic-3J4',
      isEnd && 'fc-classic-USt',
      isStart && `fc-classic-kmj ${narrow ? 'fc-classic-qvL' : 'fc-classic-Jzj'}`,
      isEnd && `fc-classic-Skl ${narrow ? 'fc-classic-9hC' : 'fc-classic-3e1'}`,
      theme.rowEvent,
      isStart && theme.rowEventStart,
      'fc-2z fc-dM fc-gF fc-QN',
      isEnd && 'fc-iO',
    ),
  barInner: (narrow: boolean) =>
    join(
      'fc-classic-i9F fc-classic-cfp fc-classic-dl1 fc-classic-1sP fc-classic-XpK',
      narrow ? 'fc-classic-vQz' : 'fc-classic-a3B',
      'fc-classic-z5u fc-classic-aTF',
      theme.rowEventInner,
      'fc-F2 fc-8Q',
    ),
  barTime: 'fc-classic-TZ4 fc-classic-pKG fc-classic-1Zl fc-classic-DIS fc-classic-F1o',
  barTitle: 'fc-classic-TZ4 fc-classic-pKG fc-classic-OLq fc-classic-F1o fc-vh',
  barResizer: 'fc-classic-1EY fc-classic-pps fc-classic-vs6 fc-classic-AWB fc-classic-hza fc-classic-bEw fc-96 fc-hh fc-Mw fc-aG',
  more: (narrow: boolean) =>
    join(
      'fc-classic-uqo fc-classic-zIi fc-classic-Ika fc-classic-wsy fc-classic-Fvv',
      narrow ? 'fc-classic-148 fc-classic-0Pr' : 'fc-classic-sI7 fc-classic-cKZ fc-classic-d0j',
      'fc-classic-4yP fc-classic-tCP fc-classic-8gz fc-dO fc-QX fc-2z fc-8n fc-dM',
    ),
  moreInner: (narrow: boolean) => join('fc-classic-TZ4 fc-classic-pKG fc-classic-7A6', narrow ? 'fc-classic-vQz' : 'fc-classic-a3B', 'fc-vh'),
};
