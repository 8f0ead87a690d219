import { builder } from './builder.ts';

export type SuccessShape = { success: boolean; message: string };

export const SuccessResult = builder.objectRef<SuccessShape>('SuccessResult').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    message: t.exposeString('message'),
  }),
});

export const ok = (message: string): SuccessShape => ({ success: true, message });
