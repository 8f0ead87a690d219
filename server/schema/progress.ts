// Progress (spec §3 "Metric reading", weekly progress record; §7 addMetricReadings, metricReadings): a client logs its
// weight readings and weekly records; the client and the providers who treat it read them (every read audited).
import { packReadings } from '../../src/domain/progress/packed-readings.ts';
import { ADMINISTERED_BY, FEELINGS } from '../../src/domain/progress/weekly-progress.ts';
import { WEIGHT_UNITS } from '../../src/domain/progress/weight.ts';
import { auditHealthRead } from '../services/audit.ts';
import { progressReader, progressWriter } from '../services/progress/access.ts';
import {
  insertReadings,
  METRIC_READING_SORT_FIELDS,
  METRIC_TYPES,
  parseReadingList,
  parseReadings,
  type MetricReadingPage,
  type MetricReadingRow,
} from '../services/progress/readings.ts';
import { cachedReadingPage, readingsChanged } from '../services/progress/readings-cache.ts';
import { addWeeklyProgress, parseWeeklyList, parseWeeklyProgress, weeklyProgressPage, type WeeklyProgressPage, type WeeklyProgressRow } from '../services/progress/weekly.ts';
import { builder } from './builder.ts';
import { SortDirectionEnum } from './catalogue-common.ts';

const WeightUnitEnum = builder.enumType('WeightUnit', { values: WEIGHT_UNITS });
const MetricTypeEnum = builder.enumType('MetricType', { values: METRIC_TYPES });
const MetricReadingSortFieldEnum = builder.enumType('MetricReadingSortField', {
  values: METRIC_READING_SORT_FIELDS,
  description: 'value sorts by the weight in kg, so readings in both units compare.',
});
const FeelingEnum = builder.enumType('Feeling', { values: FEELINGS });
const AdministeredByEnum = builder.enumType('AdministeredBy', { values: ADMINISTERED_BY });

const MetricReading = builder.objectRef<MetricReadingRow>('MetricReading').implement({
  description: 'A health metric the client recorded: the value and unit as entered, and the weight in kg.',
  fields: (t) => ({
    id: t.exposeID('id'),
    clientId: t.exposeID('clientId'),
    clientReadingId: t.exposeID('clientReadingId'),
    category: t.exposeString('category', { nullable: true }),
    metricType: t.field({ type: MetricTypeEnum, resolve: (r) => r.metricType as (typeof METRIC_TYPES)[number] }),
    unit: t.field({ type: WeightUnitEnum, resolve: (r) => r.unit as (typeof WEIGHT_UNITS)[number] }),
    value: t.exposeFloat('value'),
    valueKg: t.exposeFloat('valueKg'),
    recordedAt: t.expose('recordedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MetricReadingPageRef = builder.objectRef<MetricReadingPage>('MetricReadingPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [MetricReading], resolve: (p) => p.nodes }),
    // The progress screen's shape (src/domain/progress/packed-readings.ts): one leaf made once per kept page.
    packedNodes: t.field({
      type: 'JSON',
      description:
        'The same readings as `nodes`, in the same order, packed (what the progress screen asks): a list of [id, clientReadingId, unit, value, valueKg, category, recordedAt], recordedAt as an ISO 8601 string in UTC.',
      resolve: (p) => packReadings(p.nodes),
    }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const MetricReadingInput = builder.inputType('MetricReadingInput', {
  fields: (t) => ({
    clientReadingId: t.id({ required: true, description: 'A UUID the app chose for this reading; sending it again answers the first row.' }),
    metricType: t.field({ type: MetricTypeEnum, required: true }),
    unit: t.field({ type: WeightUnitEnum, required: true }),
    value: t.float({ required: true, description: 'Kg 0.5 to 500 or Lb 1 to 1100 (spec §5); out of range is refused, never clamped.' }),
    recordedAt: t.field({ type: 'DateTime', description: 'When it was measured; now by default.' }),
    category: t.string(),
  }),
});

const AddMetricReadingsInput = builder.inputType('AddMetricReadingsInput', {
  fields: (t) => ({
    clientId: t.id({ description: "The client's own by default." }),
    readings: t.field({ type: [MetricReadingInput], required: true, description: 'At most 100.' }),
  }),
});

const MetricReadingFilter = builder.inputType('MetricReadingFilter', {
  fields: (t) => ({
    clientId: t.id({ description: "A CLIENT's own by default; required for a provider." }),
    metricType: t.field({ type: MetricTypeEnum }),
    from: t.field({ type: 'DateTime', description: 'recordedAt at or after.' }),
    to: t.field({ type: 'DateTime', description: 'recordedAt at or before.' }),
  }),
});

const MetricReadingSort = builder.inputType('MetricReadingSort', {
  fields: (t) => ({ field: t.field({ type: MetricReadingSortFieldEnum, required: true }), direction: t.field({ type: SortDirectionEnum, required: true }) }),
});

builder.mutationField('addMetricReadings', (t) =>
  t.field({
    type: [MetricReading],
    description: 'The client records its readings (spec §7); each is stored once per clientReadingId.',
    args: { input: t.arg({ type: AddMetricReadingsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const now = ctx.deps.now();
      const readings = parseReadings({ readings: args.input.readings }, now);
      const actor = await progressWriter(ctx, args.input.clientId);
      try {
        return await insertReadings(ctx.deps.db, actor, readings, now);
      } finally {
        // Stored or not (a conflict after the insert), the client's kept pages go, here and in every process.
        readingsChanged(ctx.deps, actor);
      }
    },
  }),
);

builder.queryField('metricReadings', (t) =>
  t.field({
    type: MetricReadingPageRef,
    description: "A client's readings with their total (spec §7): newest recordedAt first unless sorted. The client itself, or a provider who has had a session with the client (audited).",
    args: {
      filter: t.arg({ type: MetricReadingFilter }),
      sort: t.arg({ type: [MetricReadingSort] }),
      limit: t.arg.int({ defaultValue: 50 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseReadingList(args);
      const actor = await progressReader(ctx, input.filter?.clientId);
      // The page may come from the process's readings cache (no time range); the read is audited every time.
      const [page] = await Promise.all([cachedReadingPage(ctx.deps, actor, input), auditHealthRead(ctx, 'Query.metricReadings', actor)]);
      return page;
    },
  }),
);

const WeeklyProgressRecord = builder.objectRef<WeeklyProgressRow>('WeeklyProgressRecord').implement({
  description: 'A weekly progress record (spec §3): weight as entered and in kg, feeling, dosage, administered by, recorded on.',
  fields: (t) => ({
    id: t.exposeID('id'),
    clientId: t.exposeID('clientId'),
    clientRecordId: t.exposeID('clientRecordId'),
    orderItemId: t.exposeID('orderItemId', { nullable: true }),
    weight: t.exposeFloat('weight'),
    weightUnit: t.field({ type: WeightUnitEnum, resolve: (r) => r.weightUnit as (typeof WEIGHT_UNITS)[number] }),
    weightKg: t.exposeFloat('weightKg'),
    feeling: t.field({ type: FeelingEnum, resolve: (r) => r.feeling as (typeof FEELINGS)[number] }),
    dosage: t.exposeString('dosage'),
    administeredBy: t.field({ type: AdministeredByEnum, resolve: (r) => r.administeredBy as (typeof ADMINISTERED_BY)[number] }),
    recordedOn: t.exposeString('recordedOn', { description: 'YYYY-MM-DD, the client’s calendar day.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const WeeklyProgressPageRef = builder.objectRef<WeeklyProgressPage>('WeeklyProgressPage').implement({
  fields: (t) => ({ nodes: t.field({ type: [WeeklyProgressRecord], resolve: (p) => p.nodes }), totalCount: t.exposeInt('totalCount') }),
});

const AddWeeklyProgressInput = builder.inputType('AddWeeklyProgressInput', {
  fields: (t) => ({
    clientRecordId: t.id({ required: true, description: 'A UUID the app chose for this record; sending it again answers the first record.' }),
    orderItemId: t.id({ description: 'The program item it belongs to, when logged from a booking.' }),
    weight: t.float({ required: true }),
    weightUnit: t.field({ type: WeightUnitEnum, required: true }),
    feeling: t.field({ type: FeelingEnum, required: true }),
    dosage: t.string({ required: true }),
    administeredBy: t.field({ type: AdministeredByEnum, required: true }),
    recordedOn: t.string({ required: true, description: 'YYYY-MM-DD, not in the future.' }),
  }),
});

const WeeklyProgressFilter = builder.inputType('WeeklyProgressFilter', {
  fields: (t) => ({ clientId: t.id({ description: "A CLIENT's own by default; required for a provider." }), orderItemId: t.id() }),
});

builder.mutationField('addWeeklyProgress', (t) =>
  t.field({
    type: WeeklyProgressRecord,
    description: 'The client logs a weekly progress record; its weight is also recorded as a WEIGHT reading.',
    args: { input: t.arg({ type: AddWeeklyProgressInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const now = ctx.deps.now();
      const values = parseWeeklyProgress(args.input, now);
      const actor = await progressWriter(ctx, null);
      try {
        return await addWeeklyProgress(ctx.deps.db, actor, values, now);
      } finally {
        // Its weight is stored as a reading too: the client's kept readings pages go.
        readingsChanged(ctx.deps, actor);
      }
    },
  }),
);

builder.queryField('weeklyProgress', (t) =>
  t.field({
    type: WeeklyProgressPageRef,
    description: "A client's weekly progress records, latest first: the client itself, or a provider who has had a session with the client (audited).",
    args: {
      filter: t.arg({ type: WeeklyProgressFilter }),
      limit: t.arg.int({ defaultValue: 20 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseWeeklyList(args);
      const actor = await progressReader(ctx, input.filter?.clientId);
      const [page] = await Promise.all([weeklyProgressPage(ctx.deps.db, actor, input), auditHealthRead(ctx, 'Query.weeklyProgress', actor)]);
      return page;
    },
  }),
);
