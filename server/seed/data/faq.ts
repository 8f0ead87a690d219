export type FaqLocale = 'en' | 'es' | 'fr' | 'pt';
export type FaqEntry = { question: string; answer: string };

/**
 * FAQ items per language; `{business}` is replaced with the business's name. The emergency number is the
 * one the spec gives per language: 911, and 192 in Portuguese (Brazil's ambulance service).
 */
export const faq: Record<FaqLocale, FaqEntry[]> = {
  en: [
    { question: 'How does an online visit work?', answer: 'Choose a service, answer a short questionnaire and book a time. At your appointment, join the video call from this app; your provider reviews your answers and talks through the options with you.' },
    { question: 'Who are the providers at {business}?', answer: 'Every consultation is with a provider licensed in the state where you are located at the time of the visit.' },
    { question: 'When is my card charged?', answer: 'We place a hold on your card when you book and charge it only after your provider approves the treatment. Lab tests are charged when you book them.' },
    { question: 'Can I cancel or reschedule?', answer: 'Yes. You can reschedule or cancel from Bookings up to the cut-off time shown on your appointment. Medication orders can be cancelled until they ship.' },
    { question: 'Is this service for emergencies?', answer: 'No. If you have a medical emergency, call 911 or go to the nearest emergency room right away.' },
    { question: 'How is my information protected?', answer: 'Your records are encrypted, only the people caring for you can see them, and every access is logged.' },
  ],
  es: [
    { question: '¿Cómo funciona una consulta en línea?', answer: 'Elija un servicio, responda un breve cuestionario y reserve una hora. A la hora de su cita, únase a la videollamada desde esta aplicación; su proveedor revisará sus respuestas y le explicará las opciones.' },
    { question: '¿Quiénes son los proveedores de {business}?', answer: 'Cada consulta se realiza con un proveedor con licencia en el estado donde usted se encuentra en el momento de la visita.' },
    { question: '¿Cuándo se cobra mi tarjeta?', answer: 'Retenemos el importe en su tarjeta al reservar y lo cobramos solo cuando su proveedor aprueba el tratamiento. Los análisis de laboratorio se cobran al reservarlos.' },
    { question: '¿Puedo cancelar o cambiar la cita?', answer: 'Sí. Puede cambiar o cancelar la cita desde Reservas hasta la hora límite indicada en ella. Los pedidos de medicamentos se pueden cancelar hasta que se envían.' },
    { question: '¿Este servicio es para emergencias?', answer: 'No. Si tiene una emergencia médica, llame al 911 o acuda de inmediato a la sala de emergencias más cercana.' },
    { question: '¿Cómo se protege mi información?', answer: 'Sus datos están cifrados, solo las personas que le atienden pueden verlos y cada acceso queda registrado.' },
  ],
  fr: [
    { question: 'Comment se déroule une consultation en ligne ?', answer: 'Choisissez un service, répondez à un court questionnaire et réservez un créneau. À l’heure du rendez-vous, rejoignez l’appel vidéo depuis cette application ; votre praticien examine vos réponses et vous présente les options.' },
    { question: 'Qui sont les praticiens de {business} ?', answer: 'Chaque consultation est assurée par un praticien autorisé à exercer dans l’État où vous vous trouvez au moment de la visite.' },
    { question: 'Quand ma carte est-elle débitée ?', answer: 'Nous bloquons le montant sur votre carte lors de la réservation et ne le débitons qu’après l’accord de votre praticien. Les analyses sont débitées à la réservation.' },
    { question: 'Puis-je annuler ou déplacer un rendez-vous ?', answer: 'Oui. Vous pouvez déplacer ou annuler depuis Réservations jusqu’à l’heure limite indiquée sur le rendez-vous. Une commande de médicaments peut être annulée tant qu’elle n’est pas expédiée.' },
    { question: 'Ce service convient-il aux urgences ?', answer: 'Non. En cas d’urgence médicale, appelez le 911 ou rendez-vous immédiatement aux urgences les plus proches.' },
    { question: 'Comment mes données sont-elles protégées ?', answer: 'Vos données sont chiffrées, seules les personnes qui vous soignent peuvent les consulter et chaque accès est enregistré.' },
  ],
  pt: [
    { question: 'Como funciona uma consulta online?', answer: 'Escolha um serviço, responda a um breve questionário e marque um horário. Na hora da consulta, entre na videochamada por este aplicativo; o seu profissional de saúde revê as suas respostas e explica as opções.' },
    { question: 'Quem são os profissionais da {business}?', answer: 'Cada consulta é feita por um profissional habilitado no estado onde você está no momento do atendimento.' },
    { question: 'Quando o meu cartão é cobrado?', answer: 'Reservamos o valor no seu cartão ao agendar e só cobramos depois que o profissional aprova o tratamento. Os exames laboratoriais são cobrados no agendamento.' },
    { question: 'Posso cancelar ou remarcar?', answer: 'Sim. Você pode remarcar ou cancelar em Agendamentos até o horário limite indicado na consulta. Pedidos de medicamentos podem ser cancelados até o envio.' },
    { question: 'Este serviço é para emergências?', answer: 'Não. Em caso de emergência médica, ligue para o 192 ou vá imediatamente ao pronto-socorro mais próximo.' },
    { question: 'Como as minhas informações são protegidas?', answer: 'Os seus dados são criptografados, só as pessoas que cuidam de você podem vê-los e cada acesso é registrado.' },
  ],
};
