export { NearbyDoctorsView, type NearbyDoctorsViewProps } from './nearby-doctors-view';
