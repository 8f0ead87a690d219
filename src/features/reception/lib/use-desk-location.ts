// The location the front desk works at: the one chosen on this device before, else the business's first.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { receptionDeskQueryOptions, type DeskLocation, type ReceptionDesk } from '../api/reception-desk.ts';

const STORAGE_KEY = 'carebook.reception.locationId';

function storedLocationId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export type DeskPlace = { desk: ReceptionDesk; location: DeskLocation; choose: (locationId: string) => void };

export function useDeskLocation() {
  const query = useQuery(receptionDeskQueryOptions());
  const [chosen, setChosen] = useState<string | null>(storedLocationId);
  const desk = query.data;
  const location = desk ? (desk.locations.find((entry) => entry.id === chosen) ?? desk.locations[0] ?? null) : null;
  const choose = (locationId: string) => {
    setChosen(locationId);
    try {
      localStorage.setItem(STORAGE_KEY, locationId);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };
  const place: DeskPlace | null = desk && location ? { desk, location, choose } : null;
  return { query, place };
}
