"""GPU 3DES after Altinok, Peker and Temizel, "Bit-level Parallelization of 3DES Encryption on GPU".

* :mod:`.bitlevel`: the paper's char-per-bit algorithm on the CPU (numpy): the executable
  specification of its GPU kernel and of the C version;
* :mod:`.sbox_circuits`, :mod:`.bitslice`: S-box circuits derived from the DES tables and the
  generated bitsliced round (CUDA text, host C text and a numpy model);
* :mod:`.host`: the char-per-bit algorithm and the bitsliced program in C on this CPU
  (``host.c``), the CPU rows' implementations;
* :mod:`.kernels`: the three CUDA designs (``cuda/*.cu``), their tables, nvcc and CPU checks;
* :mod:`.gpu`: compile, verify and time them with CuPy (the only module that imports CuPy);
* :mod:`.cpu`: this machine's CPU figures over the sizes of the paper's Table I;
* :mod:`.results`: the committed GPU results files; :mod:`.measure`: the GPU sweep command.
"""
# Table I of the paper: 4 .. 131072 blocks of 8 bytes (32 B .. 1 MB).
TABLE_I_BLOCKS = tuple(4 << i for i in range(16))
