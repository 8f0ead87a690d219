// The lab requisition letter (spec §4 "lab requisition letter (downloadable)", issue 17) as a PDF made on the
// server with PDFKit: the client, the test and its sku, the ordering provider, when and where the sample is
// taken, and the booking id as text and as a QR code (bwip-js) that the lab scans. Labels follow the reader's
// language; the built-in Helvetica covers the accents of en, es, fr and pt.
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../src/domain/language.ts';
import type { LabItemView } from './lab-items.ts';

const LABELS = {
  en: {
    title: 'Lab requisition',
    booking: 'Booking id',
    client: 'Client',
    dob: 'Date of birth',
    phone: 'Phone',
    test: 'Test',
    sku: 'SKU',
    orderingProvider: 'Ordering provider',
    selfOrdered: 'None (direct access lab test requested by the client)',
    collection: 'Collection',
    place: 'Place',
    callout: 'Callout to the client’s address',
    instructions: 'Instructions',
    collector: 'Lab collector',
    issued: 'Issued',
    note: 'Please bring this letter (printed or on your phone) to the collection. The lab scans the code to find the booking.',
  },
  es: {
    title: 'Solicitud de análisis de laboratorio',
    booking: 'Id. de la reserva',
    client: 'Cliente',
    dob: 'Fecha de nacimiento',
    phone: 'Teléfono',
    test: 'Análisis',
    sku: 'SKU',
    orderingProvider: 'Profesional que lo solicita',
    selfOrdered: 'Ninguno (análisis de acceso directo solicitado por el cliente)',
    collection: 'Toma de muestra',
    place: 'Lugar',
    callout: 'Visita a la dirección del cliente',
    instructions: 'Indicaciones',
    collector: 'Responsable de la toma',
    issued: 'Emitida',
    note: 'Trae esta carta (impresa o en tu teléfono) a la toma de muestra. El laboratorio escanea el código para encontrar la reserva.',
  },
  fr: {
    title: 'Ordonnance d’analyses de laboratoire',
    booking: 'N° de réservation',
    client: 'Client',
    dob: 'Date de naissance',
    phone: 'Téléphone',
    test: 'Analyse',
    sku: 'SKU',
    orderingProvider: 'Prescripteur',
    selfOrdered: 'Aucun (analyse en accès direct demandée par le client)',
    collection: 'Prélèvement',
    place: 'Lieu',
    callout: 'Déplacement à l’adresse du client',
    instructions: 'Consignes',
    collector: 'Préleveur',
    issued: 'Émise le',
    note: 'Veuillez apporter cette lettre (imprimée ou sur votre téléphone) au prélèvement. Le laboratoire scanne le code pour retrouver la réservation.',
  },
  pt: {
    title: 'Requisição de exame laboratorial',
    booking: 'Id da reserva',
    client: 'Cliente',
    dob: 'Data de nascimento',
    phone: 'Telefone',
    test: 'Exame',
    sku: 'SKU',
    orderingProvider: 'Profissional solicitante',
    selfOrdered: 'Nenhum (exame de acesso direto solicitado pelo cliente)',
    collection: 'Coleta',
    place: 'Local',
    callout: 'Visita ao endereço do cliente',
    instructions: 'Instruções',
    collector: 'Coletor',
    issued: 'Emitida em',
    note: 'Traga esta carta (impressa ou no seu celular) para a coleta. O laboratório lê o código para encontrar a reserva.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type RequisitionInput = { item: LabItemView; orderingProvider: string | null; language: Language; now: Date };

const LOCALE = { en: 'en-US', es: 'es', fr: 'fr-FR', pt: 'pt-BR' } as const satisfies Record<Language, string>;

function addressText(item: LabItemView): string {
  const a = item.place.address;
  return [item.place.name, [a.addressLine1, a.addressLine2].filter(Boolean).join(', '), `${a.city}, ${a.state} ${a.zipcode}`, a.country].filter(Boolean).join('\n');
}

/** Renders the letter; resolves with the PDF's bytes. */
export async function requisitionPdf({ item, orderingProvider, language, now }: RequisitionInput): Promise<Buffer> {
  const l = LABELS[language];
  const when = new Intl.DateTimeFormat(LOCALE[language], { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: item.timezone, timeZoneName: 'short' });
  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: item.orderItemDisplayId, scale: 4, includetext: false });
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `${l.title} ${item.orderItemDisplayId}`, Author: 'Carebook' }, lang: language });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(l.title);
  doc.font('Helvetica').fontSize(11).fillColor('#444').text(`${l.booking}: ${item.orderItemDisplayId}`);
  doc.image(qr, doc.page.width - 56 - 110, 56, { width: 110 });
  doc.moveDown(1.5).fillColor('#000');

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(11).text(label);
    doc.font('Helvetica').fontSize(11).text(value, { width: 360 });
    doc.moveDown(0.6);
  };
  row(l.client, item.clientName);
  if (item.clientDob) row(l.dob, item.clientDob);
  if (item.clientPhone) row(l.phone, item.clientPhone);
  row(l.test, item.productName);
  row(l.sku, item.sku ?? '—');
  row(l.orderingProvider, orderingProvider ?? l.selfOrdered);
  row(l.collection, when.format(item.startsAt));
  row(l.place, item.place.kind === 'CALLOUT' ? `${l.callout}\n${addressText(item)}` : addressText(item));
  if (item.place.instructions) row(l.instructions, item.place.instructions);
  row(l.collector, item.collectorName);
  row(l.issued, new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeZone: item.timezone }).format(now));
  doc.moveDown(0.5).fontSize(9).fillColor('#444').text(l.note, { width: 480 });
  doc.end();
  return done;
}
