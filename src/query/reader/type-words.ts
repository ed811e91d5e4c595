/**
 * Property types as people say them, and the words for the types not named: the service's
 * `type` parameter (FullServiceHotel, SelectServiceHotel, Condotel, VacationRental, RVResort).
 */
import type { PropertyType } from '../types.js';
import { phraseList } from '../words.js';

/** Property types as people say them; the service's `type`. */
export const PROPERTY_TYPES: Readonly<Record<string, PropertyType>> = {
  'full service hotel': 'FullServiceHotel',
  'full service': 'FullServiceHotel',
  'full service property': 'FullServiceHotel',
  'select service hotel': 'SelectServiceHotel',
  'select service': 'SelectServiceHotel',
  'limited service': 'SelectServiceHotel',
  'limited service hotel': 'SelectServiceHotel',
  condotel: 'Condotel',
  'condo hotel': 'Condotel',
  condo: 'Condotel',
  'condominium hotel': 'Condotel',
  condominium: 'Condotel',
  'vacation rental': 'VacationRental',
  'holiday rental': 'VacationRental',
  'short term rental': 'VacationRental',
  str: 'VacationRental',
  vr: 'VacationRental',
  cottage: 'VacationRental',
  cabin: 'VacationRental',
  rental: 'VacationRental',
  'vacation home': 'VacationRental',
  'rental home': 'VacationRental',
  airbnb: 'VacationRental',
  'airbnb type unit': 'VacationRental',
  'airbnb style unit': 'VacationRental',
  vrbo: 'VacationRental',
  'rv resort': 'RVResort',
  'rv park': 'RVResort',
  campground: 'RVResort',
  campsite: 'RVResort',
  'rv site': 'RVResort',
  camping: 'RVResort',
  rv: 'RVResort',
  rvs: 'RVResort',
  // British: "holiday lets", "the caravan park".
  'holiday let': 'VacationRental',
  'holiday home': 'VacationRental',
  'self catering': 'VacationRental',
  'caravan park': 'RVResort',
  'caravan site': 'RVResort',
  // The service's own names, typed as one word ("type=FullServiceHotel", "--type rvresort").
  fullservicehotel: 'FullServiceHotel',
  selectservicehotel: 'SelectServiceHotel',
  vacationrental: 'VacationRental',
  rvresort: 'RVResort',
};

/**
 * Words for the property types not named, set against one that is: "condos vs hotels vs
 * everything else", "rentals vs the rest" are every type side by side.
 */
export const OTHER_TYPES: readonly string[] = phraseList(
  `hotel, everything else, the rest, all the rest, the others, other types, all other types, anything else`,
);
