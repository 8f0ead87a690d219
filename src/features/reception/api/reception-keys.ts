// The front desk's query keys: a mutation invalidates exactly the lists and the client it changed.
export const receptionKeys = {
  all: ['reception'] as const,
  clients: () => [...receptionKeys.all, 'clients'] as const,
  client: (id: string) => [...receptionKeys.all, 'client', id] as const,
  bookings: () => [...receptionKeys.all, 'bookings'] as const,
  booking: (id: string) => [...receptionKeys.all, 'booking', id] as const,
  consult: (id: string) => [...receptionKeys.all, 'consult', id] as const,
  services: (locationId: string) => [...receptionKeys.all, 'services', locationId] as const,
  desk: () => [...receptionKeys.all, 'desk'] as const,
};
