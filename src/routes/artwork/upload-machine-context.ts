import { createContext, useContext } from 'react';
import { uploadMachine, type UploadMachine } from '../../machines/upload.machine';

/** The upload machine the drop zones run: the real one, or in tests one given a stand-in tus actor. */
export const UploadMachineContext = createContext<UploadMachine>(uploadMachine);

export const useUploadMachine = () => useContext(UploadMachineContext);
