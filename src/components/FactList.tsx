import type { ReactNode } from 'react';
import classes from './FactList.module.css';

/** Label and value pairs as a description list: compact, and read as pairs by screen readers. */
export function FactList({ facts }: { facts: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className={classes.list}>
      {facts.map((fact, index) => (
        <div key={index} className={classes.row}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={classes.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
