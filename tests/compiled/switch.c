/* Switch statements (jump tables, lookup tables) for the compiled-code corpus
   (tests/test_compiled_x86.py). */

int classify(int op, int x)
{
    switch (op) {
    case 0: return x + 1;
    case 1: return x - 7;
    case 2: return x * 3;
    case 3: return x ^ 0x55;
    case 4: return x << 2;
    case 5: return -x;
    case 6: return x & 0xf0;
    case 7: return x | 0x100;
    case 8: return x >> 1;
    case 9: return ~x;
    default: return 0;
    }
}

int days_in_month(int month)
{
    switch (month) {
    case 1: return 31;
    case 2: return 28;
    case 3: return 31;
    case 4: return 30;
    case 5: return 31;
    case 6: return 30;
    case 7: return 31;
    case 8: return 31;
    case 9: return 30;
    case 10: return 31;
    case 11: return 30;
    case 12: return 31;
    default: return -1;
    }
}

int vm_run(const unsigned char *code, int n)
{
    int acc = 0, i = 0;
    while (i < n) {
        switch (code[i++]) {
        case 0: acc++; break;
        case 1: acc--; break;
        case 2: acc <<= 1; break;
        case 3: acc ^= code[i++]; break;
        case 4: acc += code[i++]; break;
        case 5: acc = -acc; break;
        case 6: acc = acc * 7 + 1; break;
        case 7: acc = (unsigned)acc >> 1; break;
        default: return -1;
        }
    }
    return acc;
}

int char_kind(int c)
{
    switch (c) {
    case ' ': case '\t': case '\n': return 1;
    case '0': case '1': case '2': case '3': case '4':
    case '5': case '6': case '7': case '8': case '9': return 2;
    case '+': case '-': case '*': case '/': return 3;
    case '(': case ')': return 4;
    default: return 0;
    }
}
