/** A buyer's complaint about one of their journeys, as the dashboard's form sends it. */
export const complaint = (journeyId: string) => ({
  journey_id: journeyId,
  category: 'CLAIM',
  subject: 'Cashless claim refused',
  description: 'The hospital says my cashless claim was refused without any reason given.',
});
