export { appMeta } from './meta';
export { contentDocuments } from './content';
export { users, emailVerifications } from './users';
export { sessions, emailChanges } from './sessions';
export { robotProofs, addressThrottles } from './abuse';
export { freelancers, favoriteFreelancers } from './freelancers';
export { vacancies, vacancyApplications } from './vacancies';
export { econsultationSettings, econsultationBookings } from './econsultations';
export { jobs } from './jobs';
