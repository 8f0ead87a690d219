// The demo's business content in Spanish, French and Portuguese (issue 16: the demo seed carries all four
// languages). English is the seed's own data (catalogue.ts, tenants.ts); these are its words only.
import type { TranslationLanguage } from '../../../src/domain/content/localized-text.ts';
import type { CategoryCode } from './workflows.ts';

type InLanguages<T> = Record<TranslationLanguage, T>;

export const businessTexts: Record<string, InLanguages<{ tagline: string; description: string }>> = {
  demo: {
    es: {
      tagline: 'Atención médica dirigida por profesionales, desde tu sofá hasta nuestra clínica',
      description:
        'Carebook Demo Clinic ofrece consultas en línea con proveedores con licencia, programas personalizados de peso, cabello y piel, y análisis de laboratorio cómodos en Nueva York, Nueva Jersey y Connecticut.',
    },
    fr: {
      tagline: 'Des soins menés par des médecins, de votre canapé à notre clinique',
      description:
        'Carebook Demo Clinic propose des consultations en ligne avec des praticiens agréés, des programmes personnalisés pour le poids, les cheveux et la peau, et des analyses de laboratoire pratiques à New York, dans le New Jersey et le Connecticut.',
    },
    pt: {
      tagline: 'Cuidados conduzidos por médicos, do seu sofá até a nossa clínica',
      description:
        'A Carebook Demo Clinic oferece consultas on-line com profissionais licenciados, programas personalizados para peso, cabelo e pele e exames laboratoriais práticos em Nova York, Nova Jersey e Connecticut.',
    },
  },
  sunrise: {
    es: {
      tagline: 'Bienestar diario, con la calma de la Costa Oeste',
      description: 'Sunrise Wellness ayuda a los californianos a alcanzar un peso saludable y a cuidar su salud con consultas en línea y análisis de laboratorio.',
    },
    fr: {
      tagline: 'Le bien-être au quotidien, à la mode de la côte Ouest',
      description: 'Sunrise Wellness aide les Californiens à atteindre un poids sain et à surveiller leur santé grâce à des consultations en ligne et des analyses de laboratoire.',
    },
    pt: {
      tagline: 'Bem-estar no dia a dia, com a leveza da Costa Oeste',
      description: 'A Sunrise Wellness ajuda os californianos a alcançar um peso saudável e a cuidar da saúde com consultas on-line e exames laboratoriais.',
    },
  },
};

/** Location names by business and location code. */
export const locationNames: Record<string, Record<string, InLanguages<string>>> = {
  demo: {
    main: { es: 'Nueva York — Midtown', fr: 'New York — Midtown', pt: 'Nova York — Midtown' },
    downtown: { es: 'Nueva York — Centro financiero', fr: 'New York — Downtown', pt: 'Nova York — Centro financeiro' },
  },
  sunrise: {
    main: { es: 'Los Ángeles — Santa Monica Blvd', fr: 'Los Angeles — Santa Monica Blvd', pt: 'Los Angeles — Santa Monica Blvd' },
    sandiego: { es: 'San Diego — La Jolla', fr: 'San Diego — La Jolla', pt: 'San Diego — La Jolla' },
  },
};

export const categoryTexts: Record<CategoryCode, InLanguages<{ name: string; description: string }>> = {
  WEIGHTLOSS: {
    es: { name: 'Pérdida de peso', description: 'Programas médicos para perder peso guiados por un proveedor con licencia.' },
    fr: { name: 'Perte de poids', description: 'Des programmes médicaux de perte de poids encadrés par un praticien agréé.' },
    pt: { name: 'Perda de peso', description: 'Programas médicos de perda de peso orientados por um profissional licenciado.' },
  },
  HAIRCARE: {
    es: { name: 'Cuidado del cabello', description: 'Tratamientos para el cabello fino y la caída del cabello.' },
    fr: { name: 'Soins des cheveux', description: 'Des traitements contre l’affinement et la chute des cheveux.' },
    pt: { name: 'Cuidados com o cabelo', description: 'Tratamentos para cabelo ralo e queda de cabelo.' },
  },
  SKIN: {
    es: { name: 'Cuidado de la piel', description: 'Cuidado de la piel con receta para el acné, el envejecimiento y la pigmentación.' },
    fr: { name: 'Soins de la peau', description: 'Des soins de la peau sur ordonnance contre l’acné, le vieillissement et les taches pigmentaires.' },
    pt: { name: 'Cuidados com a pele', description: 'Cuidados com a pele sob prescrição para acne, envelhecimento e manchas.' },
  },
  LABS: {
    es: { name: 'Análisis de laboratorio', description: 'Análisis de sangre en un laboratorio asociado cerca de ti, con resultados en línea.' },
    fr: { name: 'Analyses de laboratoire', description: 'Des analyses de sang dans un laboratoire partenaire près de chez vous, résultats en ligne.' },
    pt: { name: 'Exames laboratoriais', description: 'Exames de sangue em um laboratório parceiro perto de você, com resultados on-line.' },
  },
};

export type ProductTexts = { name: string; tagline: string; description: string; highlights: [string, string, string] };

export const productTexts: Record<string, InLanguages<ProductTexts>> = {
  'weightloss-consult': {
    es: {
      name: 'Consulta para perder peso',
      tagline: 'Habla con un proveedor y obtén un plan a tu medida',
      description: 'Una videoconsulta con un proveedor con licencia que revisa tu historial de salud y tus objetivos y te recomienda un programa.',
      highlights: ['Videoconsulta de 20 minutos', 'Plan personal y seguimiento', 'Receta si corresponde'],
    },
    fr: {
      name: 'Consultation perte de poids',
      tagline: 'Rencontrez un praticien et obtenez un plan adapté',
      description: 'Une consultation vidéo avec un praticien agréé qui examine vos antécédents de santé et vos objectifs et vous recommande un programme.',
      highlights: ['Consultation vidéo de 20 minutes', 'Plan personnel et suivi', 'Ordonnance si nécessaire'],
    },
    pt: {
      name: 'Consulta de perda de peso',
      tagline: 'Converse com um profissional e receba um plano sob medida',
      description: 'Uma consulta por vídeo com um profissional licenciado que analisa seu histórico de saúde e seus objetivos e recomenda um programa.',
      highlights: ['Consulta por vídeo de 20 minutos', 'Plano pessoal e acompanhamento', 'Receita, se for o caso'],
    },
  },
  'semaglutide-program': {
    es: {
      name: 'Programa de semaglutida',
      tagline: 'Tratamiento semanal con GLP-1 y controles mensuales',
      description: 'Un programa mensual con inyecciones de semaglutida, ajustes de dosis por tu proveedor y seguimiento de tu progreso.',
      highlights: ['Medicación enviada cada mes', 'Dosis ajustada por tu proveedor', 'Cancela cuando quieras antes del envío'],
    },
    fr: {
      name: 'Programme sémaglutide',
      tagline: 'Un traitement GLP-1 hebdomadaire avec un suivi mensuel',
      description: 'Un programme mensuel d’injections de sémaglutide, avec des ajustements de dose par votre praticien et un suivi de vos progrès.',
      highlights: ['Médicament expédié chaque mois', 'Dose ajustée par votre praticien', 'Annulable à tout moment avant l’expédition'],
    },
    pt: {
      name: 'Programa de semaglutida',
      tagline: 'Tratamento semanal com GLP-1 e acompanhamento mensal',
      description: 'Um programa mensal com injeções de semaglutida, ajustes de dose pelo seu profissional e acompanhamento do seu progresso.',
      highlights: ['Medicamento enviado todo mês', 'Dose ajustada pelo seu profissional', 'Cancele quando quiser antes do envio'],
    },
  },
  'tirzepatide-program': {
    es: {
      name: 'Programa de tirzepatida',
      tagline: 'Tratamiento de doble acción para resultados constantes',
      description: 'Un programa mensual con inyecciones de tirzepatida, supervisado por un proveedor que sigue tu progreso.',
      highlights: ['Medicación enviada cada mes', 'Seguimiento semanal del progreso', 'Mensajes con tu proveedor'],
    },
    fr: {
      name: 'Programme tirzépatide',
      tagline: 'Un traitement à double action pour des résultats réguliers',
      description: 'Un programme mensuel d’injections de tirzépatide, supervisé par un praticien qui suit vos progrès.',
      highlights: ['Médicament expédié chaque mois', 'Suivi hebdomadaire des progrès', 'Messagerie avec votre praticien'],
    },
    pt: {
      name: 'Programa de tirzepatida',
      tagline: 'Tratamento de ação dupla para resultados constantes',
      description: 'Um programa mensal com injeções de tirzepatida, supervisionado por um profissional que acompanha seu progresso.',
      highlights: ['Medicamento enviado todo mês', 'Acompanhamento semanal do progresso', 'Mensagens com seu profissional'],
    },
  },
  'hair-consult': {
    es: {
      name: 'Consulta por caída del cabello',
      tagline: 'Descubre la causa y lo que funciona',
      description: 'Una consulta con un proveedor que observa tu patrón de caída del cabello y te recomienda un tratamiento.',
      highlights: ['Videoconsulta de 15 minutos', 'Revisión de fotos', 'Plan de tratamiento'],
    },
    fr: {
      name: 'Consultation chute de cheveux',
      tagline: 'Comprendre pourquoi, et ce qui fonctionne',
      description: 'Une consultation avec un praticien qui examine votre type de chute de cheveux et vous recommande un traitement.',
      highlights: ['Consultation vidéo de 15 minutes', 'Examen de photos', 'Plan de traitement'],
    },
    pt: {
      name: 'Consulta sobre queda de cabelo',
      tagline: 'Descubra a causa e o que funciona',
      description: 'Uma consulta com um profissional que avalia o seu padrão de queda de cabelo e recomenda um tratamento.',
      highlights: ['Consulta por vídeo de 15 minutos', 'Análise de fotos', 'Plano de tratamento'],
    },
  },
  finasteride: {
    es: {
      name: 'Finasterida 1 mg',
      tagline: 'Un comprimido diario para frenar la caída del cabello',
      description: 'Un comprimido con receta una vez al día, enviado cada mes después de que tu proveedor lo apruebe.',
      highlights: ['30 comprimidos al mes', 'Consulta de seguimiento gratuita', 'Envío discreto'],
    },
    fr: {
      name: 'Finastéride 1 mg',
      tagline: 'Un comprimé par jour pour ralentir la chute des cheveux',
      description: 'Un comprimé sur ordonnance à prendre une fois par jour, livré chaque mois après l’accord de votre praticien.',
      highlights: ['30 comprimés par mois', 'Consultation de suivi offerte', 'Livraison discrète'],
    },
    pt: {
      name: 'Finasterida 1 mg',
      tagline: 'Comprimido diário para frear a queda de cabelo',
      description: 'Um comprimido sob prescrição, uma vez ao dia, entregue todo mês depois que seu profissional aprova.',
      highlights: ['30 comprimidos por mês', 'Consulta de retorno gratuita', 'Entrega discreta'],
    },
  },
  'skin-consult': {
    es: {
      name: 'Consulta dermatológica',
      tagline: 'Una piel más limpia, con un plan',
      description: 'Una consulta con un proveedor para el acné, la rosácea, la pigmentación o los signos del envejecimiento.',
      highlights: ['Videoconsulta de 20 minutos', 'Revisión de fotos', 'Receta si corresponde'],
    },
    fr: {
      name: 'Consultation dermatologique',
      tagline: 'Une peau plus nette, avec un plan',
      description: 'Une consultation avec un praticien pour l’acné, la rosacée, les taches pigmentaires ou les signes de l’âge.',
      highlights: ['Consultation vidéo de 20 minutes', 'Examen de photos', 'Ordonnance si nécessaire'],
    },
    pt: {
      name: 'Consulta dermatológica',
      tagline: 'Pele mais limpa, com um plano',
      description: 'Uma consulta com um profissional para acne, rosácea, manchas ou sinais de envelhecimento.',
      highlights: ['Consulta por vídeo de 20 minutos', 'Análise de fotos', 'Receita, se for o caso'],
    },
  },
  tretinoin: {
    es: {
      name: 'Crema de tretinoína 0,025 %',
      tagline: 'El retinoide clásico para una piel más suave',
      description: 'Una crema con receta para cada noche contra el acné y las líneas finas, con la concentración que elija tu proveedor.',
      highlights: ['Tubo de 30 g', 'Concentración ajustada con el tiempo', 'Envío discreto'],
    },
    fr: {
      name: 'Crème à la trétinoïne 0,025 %',
      tagline: 'Le rétinoïde classique pour une peau plus lisse',
      description: 'Une crème sur ordonnance à appliquer chaque soir contre l’acné et les ridules, dosée par votre praticien.',
      highlights: ['Tube de 30 g', 'Dosage ajusté au fil du temps', 'Livraison discrète'],
    },
    pt: {
      name: 'Creme de tretinoína 0,025%',
      tagline: 'O retinoide clássico para uma pele mais lisa',
      description: 'Um creme sob prescrição para uso noturno contra acne e linhas finas, na concentração escolhida pelo seu profissional.',
      highlights: ['Bisnaga de 30 g', 'Concentração ajustada com o tempo', 'Entrega discreta'],
    },
  },
  'metabolic-panel': {
    es: {
      name: 'Panel metabólico completo',
      tagline: 'Riñones, hígado, azúcar en sangre y electrolitos',
      description: 'Catorce marcadores a partir de una sola extracción de sangre en un laboratorio asociado; resultados revisados por un proveedor.',
      highlights: ['Ayuno de 8 a 12 horas', 'Resultados en 2 o 3 días', 'Revisión del proveedor incluida'],
    },
    fr: {
      name: 'Bilan métabolique complet',
      tagline: 'Reins, foie, glycémie et électrolytes',
      description: 'Quatorze marqueurs à partir d’une seule prise de sang dans un laboratoire partenaire ; résultats examinés par un praticien.',
      highlights: ['À jeun 8 à 12 heures', 'Résultats en 2 à 3 jours', 'Examen par un praticien inclus'],
    },
    pt: {
      name: 'Painel metabólico completo',
      tagline: 'Rins, fígado, glicemia e eletrólitos',
      description: 'Catorze marcadores em uma única coleta de sangue em um laboratório parceiro; resultados analisados por um profissional.',
      highlights: ['Jejum de 8 a 12 horas', 'Resultados em 2 a 3 dias', 'Análise do profissional incluída'],
    },
  },
  'lipid-panel': {
    es: {
      name: 'Perfil lipídico',
      tagline: 'Colesterol y triglicéridos',
      description: 'Colesterol total, LDL y HDL y triglicéridos a partir de una sola extracción de sangre.',
      highlights: ['Ayuno de 9 a 12 horas', 'Resultados en 1 o 2 días', 'Revisión del proveedor incluida'],
    },
    fr: {
      name: 'Bilan lipidique',
      tagline: 'Cholestérol et triglycérides',
      description: 'Cholestérol total, LDL et HDL et triglycérides à partir d’une seule prise de sang.',
      highlights: ['À jeun 9 à 12 heures', 'Résultats en 1 à 2 jours', 'Examen par un praticien inclus'],
    },
    pt: {
      name: 'Perfil lipídico',
      tagline: 'Colesterol e triglicerídeos',
      description: 'Colesterol total, LDL e HDL e triglicerídeos em uma única coleta de sangue.',
      highlights: ['Jejum de 9 a 12 horas', 'Resultados em 1 a 2 dias', 'Análise do profissional incluída'],
    },
  },
  hba1c: {
    es: {
      name: 'Hemoglobina A1c',
      tagline: 'Tu nivel medio de azúcar en sangre de los últimos tres meses',
      description: 'Un análisis de sangre sencillo para detectar y seguir la prediabetes y la diabetes.',
      highlights: ['Sin necesidad de ayuno', 'Resultados en 1 o 2 días', 'Revisión del proveedor incluida'],
    },
    fr: {
      name: 'Hémoglobine A1c',
      tagline: 'Votre glycémie moyenne sur trois mois',
      description: 'Une simple prise de sang pour dépister et suivre le prédiabète et le diabète.',
      highlights: ['Pas besoin d’être à jeun', 'Résultats en 1 à 2 jours', 'Examen par un praticien inclus'],
    },
    pt: {
      name: 'Hemoglobina A1c',
      tagline: 'Sua média de glicose no sangue dos últimos três meses',
      description: 'Um exame de sangue simples para rastrear e acompanhar o pré-diabetes e o diabetes.',
      highlights: ['Sem necessidade de jejum', 'Resultados em 1 a 2 dias', 'Análise do profissional incluída'],
    },
  },
};

/** The words every product page's blocks share (productDetails in catalogue.ts). */
export const blockTexts: InLanguages<{ about: string; whatYouGet: string; faqQuestion: string; faqAnswer: string }> = {
  es: {
    about: 'Información',
    whatYouGet: 'Qué incluye',
    faqQuestion: '¿Necesito seguro médico?',
    faqAnswer: 'No. Los precios se muestran desde el principio y solo pagas lo que tu proveedor aprueba.',
  },
  fr: {
    about: 'À propos',
    whatYouGet: 'Ce qui est inclus',
    faqQuestion: 'Ai-je besoin d’une assurance ?',
    faqAnswer: 'Non. Les prix sont affichés dès le départ et vous ne payez que ce que votre praticien approuve.',
  },
  pt: {
    about: 'Sobre',
    whatYouGet: 'O que está incluído',
    faqQuestion: 'Preciso de plano de saúde?',
    faqAnswer: 'Não. Os preços aparecem desde o início e você paga apenas o que o seu profissional aprovar.',
  },
};
